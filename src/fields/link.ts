import type { CollectionSlug, GroupField, PayloadRequest } from 'payload'
import { labelledOptions } from '@/fields/selectOptions'
import { row } from '@/fields/layout'
import { localizedMessage } from '@/lib/i18n/localizedMessage'
import { sameTenant } from '@/blocks/shared/sameTenant'

/** Collections a link may point at inside the same site. */
export const LINK_TARGETS = ['pages', 'posts', 'services', 'products'] as const satisfies readonly CollectionSlug[]

type LinkValue = {
  type?: 'internal' | 'external' | null
  label?: string | null
  reference?: unknown
  url?: string | null
}

// Relative paths, anchors, http(s), mailto: and tel: — never javascript: or data:.
const SAFE_URL = /^(?:\/(?!\/)|#|https?:\/\/|mailto:|tel:)/i

/**
 * A call to action / link: an internal document or an external URL, with a label. A link without a
 * label counts as "not set", so optional CTAs can stay empty.
 */
export function linkField({
  name,
  label,
  targets = LINK_TARGETS,
  interfaceName = 'Link',
}: {
  name: string
  label?: GroupField['label']
  /** The collections an internal link may point at (default: LINK_TARGETS). */
  targets?: readonly CollectionSlug[]
  /** The generated type's name: one per set of targets. */
  interfaceName?: string
}): GroupField {
  const isType = (type: LinkValue['type']) => (_data: unknown, siblingData: LinkValue) =>
    (siblingData?.type ?? 'internal') === type
  return {
    name,
    type: 'group',
    interfaceName,
    label,
    fields: [
      row([
        { name: 'label', type: 'text', localized: true, admin: { width: '50%' } },
        {
          name: 'type',
          type: 'radio',
          defaultValue: 'internal',
          options: labelledOptions({
            internal: { de: 'Interne Seite', en: 'Internal' },
            external: { de: 'Externe URL', en: 'External URL' },
          }),
          admin: { layout: 'horizontal', width: '50%' },
        },
      ]),
      // Every link target and every document with links is tenant-scoped: a link stays inside its tenant's site.
      {
        name: 'reference',
        type: 'relationship',
        relationTo: [...targets],
        maxDepth: 1,
        filterOptions: sameTenant,
        admin: { condition: isType('internal') },
      },
      {
        name: 'url',
        type: 'text',
        label: 'URL',
        admin: { condition: isType('external') },
        validate: (
          value: string | null | undefined,
          { req, siblingData }: { req: PayloadRequest; siblingData: LinkValue },
        ) => {
          if (!value)
            return siblingData?.label
              ? localizedMessage(req, {
                  de: 'Ein Link mit Beschriftung braucht eine URL',
                  en: 'A link with a label needs a URL',
                })
              : true
          return SAFE_URL.test(value)
            ? true
            : localizedMessage(req, {
                de: 'https://…, /pfad, #anker, mailto: oder tel: verwenden',
                en: 'Use https://…, /path, #anchor, mailto: or tel:',
              })
        },
      },
      { name: 'newTab', type: 'checkbox', label: { de: 'In neuem Tab öffnen', en: 'Open in new tab' } },
    ],
  }
}
