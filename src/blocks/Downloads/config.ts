import { DOWNLOAD_CATEGORIES, DOWNLOAD_CATEGORY_LABELS } from '@/fields/vocabulary'
import { row } from '@/fields/layout'
import { pageBlock } from '../shared/pageBlock'
import { limitField, pickedDocuments, sourceField } from '../shared/blockFields'
import { checkboxField, headingField, selectField, siblingIsNot } from '../shared/fieldPresets'

export const DOWNLOAD_SOURCES = ['category', 'manual'] as const
export const DOWNLOAD_MAX_ITEMS = 50

export const DownloadsBlock = pageBlock({
  slug: 'downloads',
  interfaceName: 'DownloadsBlock',
  group: 'lists',
  description: {
    de: 'Dateien zum Herunterladen, nach Kategorie gruppiert',
    en: 'Files to download, grouped by category',
  },
  labels: {
    singular: { de: 'Downloads', en: 'Downloads' },
    plural: { de: 'Download-Blöcke', en: 'Downloads blocks' },
  },
  fields: [
    headingField(),
    sourceField(DOWNLOAD_SOURCES, { category: { de: 'Nach Kategorie', en: 'By category' } }),
    selectField('categories', DOWNLOAD_CATEGORIES, {
      hasMany: true,
      labels: DOWNLOAD_CATEGORY_LABELS,
      label: { de: 'Kategorien (leer: alle)', en: 'Categories (empty: all)' },
      admin: { condition: siblingIsNot('source', 'manual') },
    }),
    pickedDocuments({
      name: 'downloads',
      relationTo: 'downloads',
      maxRows: DOWNLOAD_MAX_ITEMS,
      label: { de: 'Dateien', en: 'Files' },
    }),
    row([
      checkboxField('groupByCategory', { de: 'Nach Kategorie gruppieren', en: 'Group by category' }),
      limitField({ max: DOWNLOAD_MAX_ITEMS, defaultValue: 20 }),
    ]),
  ],
})
