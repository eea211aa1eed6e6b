import type { Block } from 'payload'
import { DOWNLOAD_CATEGORIES, DOWNLOAD_CATEGORY_LABELS } from '@/collections/Downloads'
import { selectOptions } from '@/fields/selectOptions'
import { headingField, limitField } from '../shared/blockFields'
import { tenantRelation } from '../shared/sameTenant'

export const DOWNLOAD_SOURCES = ['category', 'manual'] as const
export const DOWNLOAD_MAX_ITEMS = 50

export const DownloadsBlock: Block = {
  slug: 'downloads',
  interfaceName: 'DownloadsBlock',
  labels: { singular: { de: 'Downloads', en: 'Downloads' }, plural: { de: 'Download-Blöcke', en: 'Downloads blocks' } },
  fields: [
    headingField(),
    {
      name: 'source',
      type: 'select',
      defaultValue: 'category',
      options: selectOptions(DOWNLOAD_SOURCES, { category: { de: 'Nach Kategorie', en: 'By category' }, manual: { de: 'Auswahl', en: 'Manual selection' } }),
      label: { de: 'Quelle', en: 'Source' },
    },
    {
      name: 'categories',
      type: 'select',
      hasMany: true,
      options: selectOptions(DOWNLOAD_CATEGORIES, DOWNLOAD_CATEGORY_LABELS),
      label: { de: 'Kategorien (leer: alle)', en: 'Categories (empty: all)' },
      admin: { condition: (_data, sibling) => sibling?.source !== 'manual' },
    },
    tenantRelation({
      name: 'downloads',
      relationTo: 'downloads',
      hasMany: true,
      maxRows: DOWNLOAD_MAX_ITEMS,
      label: { de: 'Dateien', en: 'Files' },
      admin: { condition: (_data, sibling) => sibling?.source === 'manual' },
    }),
    {
      type: 'row',
      fields: [
        { name: 'groupByCategory', type: 'checkbox', defaultValue: true, label: { de: 'Nach Kategorie gruppieren', en: 'Group by category' } },
        limitField({ max: DOWNLOAD_MAX_ITEMS, defaultValue: 20 }),
      ],
    },
  ],
}
