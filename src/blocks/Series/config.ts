import type { Block } from 'payload'
import { headingField, layoutField, limitField, pickedDocuments, sourceField } from '../shared/blockFields'

export const SERIES_SOURCES = ['all', 'manual'] as const
export const SERIES_LAYOUTS = ['grid', 'list', 'slider'] as const
export const SERIES_MAX_ITEMS = 24

export const SeriesBlock: Block = {
  slug: 'series',
  interfaceName: 'SeriesBlock',
  labels: { singular: { de: 'Serien', en: 'Series' }, plural: { de: 'Serien-Blöcke', en: 'Series blocks' } },
  fields: [
    headingField(),
    sourceField(SERIES_SOURCES, { all: { de: 'Alle (in ihrer Reihenfolge)', en: 'All (in their order)' } }),
    pickedDocuments({ name: 'series', relationTo: 'series', maxRows: SERIES_MAX_ITEMS, label: { de: 'Serien', en: 'Series' } }),
    {
      type: 'row',
      fields: [
        layoutField(SERIES_LAYOUTS, { grid: { de: 'Raster', en: 'Grid' }, list: { de: 'Liste', en: 'List' }, slider: { de: 'Slider', en: 'Slider' } }),
        limitField({ max: SERIES_MAX_ITEMS, defaultValue: 6 }),
      ],
    },
  ],
}
