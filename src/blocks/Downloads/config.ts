import type { Block } from 'payload'
import { DOWNLOAD_CATEGORIES, DOWNLOAD_CATEGORY_LABELS } from '@/collections/Downloads'
import { selectOptions } from '@/fields/selectOptions'
import { headingField, limitField, pickedDocuments, sourceField } from '../shared/blockFields'

export const DOWNLOAD_SOURCES = ['category', 'manual'] as const
export const DOWNLOAD_MAX_ITEMS = 50

export const DownloadsBlock: Block = {
  slug: 'downloads',
  interfaceName: 'DownloadsBlock',
  labels: { singular: { de: 'Downloads', en: 'Downloads' }, plural: { de: 'Download-Blöcke', en: 'Downloads blocks' } },
  fields: [
    headingField(),
    sourceField(DOWNLOAD_SOURCES, { category: { de: 'Nach Kategorie', en: 'By category' } }),
    {
      name: 'categories',
      type: 'select',
      hasMany: true,
      options: selectOptions(DOWNLOAD_CATEGORIES, DOWNLOAD_CATEGORY_LABELS),
      label: { de: 'Kategorien (leer: alle)', en: 'Categories (empty: all)' },
      admin: { condition: (_data, sibling) => sibling?.source !== 'manual' },
    },
    pickedDocuments({ name: 'downloads', relationTo: 'downloads', maxRows: DOWNLOAD_MAX_ITEMS, label: { de: 'Dateien', en: 'Files' } }),
    {
      type: 'row',
      fields: [
        { name: 'groupByCategory', type: 'checkbox', defaultValue: true, label: { de: 'Nach Kategorie gruppieren', en: 'Group by category' } },
        limitField({ max: DOWNLOAD_MAX_ITEMS, defaultValue: 20 }),
      ],
    },
  ],
}
