import type { TextField, Validate, Where } from 'payload'
import { localizedMessage } from '@/lib/i18n/localizedMessage'
import { slugify } from '@/lib/text/slugify'

type SlugOptions = { from?: string; name?: string }

/**
 * A slug generated from another field, editable, unique per tenant. Uniqueness is checked in
 * `validate` so an editor gets a field error instead of the database's unique-index error.
 */
export function slugField({ from = 'title', name = 'slug' }: SlugOptions = {}): TextField {
  const uniquePerTenant: Validate<string> = async (value, options) => {
    const { req, id, data, collectionSlug } = options as typeof options & {
      collectionSlug?: string
      id?: number | string
    }
    if (!value) return localizedMessage(req, { de: 'Ein Slug ist erforderlich', en: 'A slug is required' })
    if (!collectionSlug) return true
    const tenant = (data as { tenant?: unknown } | undefined)?.tenant
    const tenantId = typeof tenant === 'object' && tenant !== null ? (tenant as { id: unknown }).id : tenant
    const and: Where[] = [{ [name]: { equals: value } }]
    if (tenantId !== undefined && tenantId !== null) and.push({ tenant: { equals: tenantId } })
    if (id !== undefined) and.push({ id: { not_equals: id } })
    const clash = await req.payload.count({
      collection: collectionSlug as 'pages',
      where: { and },
      req,
      overrideAccess: true,
    })
    return clash.totalDocs > 0
      ? localizedMessage(req, {
          de: `Der Slug „${value}“ wird bei diesem Mandanten schon verwendet`,
          en: `The slug "${value}" is already used in this tenant`,
        })
      : true
  }

  return {
    name,
    type: 'text',
    index: true,
    // Not `required` in the schema: it is generated when empty; `validate` still refuses a missing one.
    admin: {
      position: 'sidebar',
      description: { de: 'Wird aus dem Titel erzeugt; änderbar.', en: 'Generated from the title; editable.' },
    },
    hooks: {
      beforeValidate: [
        ({ value, siblingData }) => {
          if (typeof value === 'string' && value.trim() !== '') return slugify(value)
          const source = siblingData?.[from]
          return typeof source === 'string' ? slugify(source) : value
        },
      ],
    },
    validate: uniquePerTenant,
  }
}
