import { nestedDocsPlugin } from '@payloadcms/plugin-nested-docs'
import {
  type CollectionConfig,
  type CollectionSlug,
  type Plugin,
  type RelationshipField,
  type RelationshipFieldSingleValidation,
  validations,
} from 'payload'
import { localizedMessage } from '@/lib/i18n/localizedMessage'
import { collections } from '@/collections'

/** Hierarchical collections opt in with `custom: { nestedDocs: true }` (parent + breadcrumbs). */
export const nestedDocCollectionSlugs = collections
  .filter((collection) => collection.custom?.nestedDocs === true)
  .map((collection) => collection.slug as CollectionSlug)

const MAX_DEPTH = 20

const idOf = (value: unknown): number | string | null =>
  typeof value === 'object' && value !== null
    ? ((value as { id?: number | string }).id ?? null)
    : ((value as number | string | null | undefined) ?? null)

/**
 * The plugin's own parent filter relies on (localized) breadcrumbs, which can be missing in a
 * locale; this walks the stored parent chain instead, so no locale can create a cycle (which
 * would also send the plugin's breadcrumb resolution into endless recursion).
 */
function parentWithoutCycles(relationTo: CollectionSlug): RelationshipField {
  const validate: RelationshipFieldSingleValidation = async (value, options) => {
    const base = await validations.relationship(value, options)
    if (base !== true) return base
    const self = options.id
    let current = idOf(value)
    if (current === null || self === undefined) return true
    for (let depth = 0; current !== null; depth++) {
      if (String(current) === String(self)) {
        return localizedMessage(options.req, {
          de: 'Übergeordnet kann weder dieses Dokument noch eines seiner Unterdokumente sein',
          en: 'The parent cannot be this document or one of its descendants',
        })
      }
      if (depth >= MAX_DEPTH) {
        return localizedMessage(options.req, {
          de: `Die Hierarchie darf höchstens ${MAX_DEPTH} Ebenen tief sein`,
          en: `The hierarchy must not be deeper than ${MAX_DEPTH} levels`,
        })
      }
      const doc = (await options.req.payload.findByID({
        collection: relationTo,
        id: current,
        depth: 0,
        select: { parent: true },
        disableErrors: true,
        req: options.req,
      })) as { parent?: unknown } | null
      current = idOf(doc?.parent)
    }
    return true
  }
  return {
    name: 'parent',
    type: 'relationship',
    relationTo,
    maxDepth: 1,
    index: true,
    admin: { position: 'sidebar' },
    validate,
  }
}

const withParentField = (collection: CollectionConfig): CollectionConfig =>
  nestedDocCollectionSlugs.includes(collection.slug as CollectionSlug) &&
  !collection.fields.some((f) => 'name' in f && f.name === 'parent')
    ? { ...collection, fields: [...collection.fields, parentWithoutCycles(collection.slug as CollectionSlug)] }
    : collection

export const nestedDocs: Plugin = (config) =>
  nestedDocsPlugin({
    collections: nestedDocCollectionSlugs,
    generateURL: (docs) => `/${docs.map((doc) => doc.slug).join('/')}`,
  })({ ...config, collections: config.collections?.map(withParentField) })
