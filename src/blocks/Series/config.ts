import { row } from '@/fields/layout'
import { pageBlock } from '../shared/pageBlock'
import { layoutField, limitField, pickedDocuments, sourceField } from '../shared/blockFields'
import { headingField } from '../shared/fieldPresets'

export const SERIES_SOURCES = ['all', 'manual'] as const
export const SERIES_LAYOUTS = ['grid', 'list', 'slider'] as const
export const SERIES_MAX_ITEMS = 24

export const SeriesBlock = pageBlock({
  slug: 'series',
  interfaceName: 'SeriesBlock',
  group: 'media',
  description: { de: 'Videoserien als Raster, Liste oder Slider', en: 'Video series as a grid, a list or a slider' },
  labels: { singular: { de: 'Serien', en: 'Series' }, plural: { de: 'Serien-Blöcke', en: 'Series blocks' } },
  fields: [
    headingField(),
    sourceField(SERIES_SOURCES, { all: { de: 'Alle (in ihrer Reihenfolge)', en: 'All (in their order)' } }),
    pickedDocuments({
      name: 'series',
      relationTo: 'series',
      maxRows: SERIES_MAX_ITEMS,
      label: { de: 'Serien', en: 'Series' },
    }),
    row([layoutField(SERIES_LAYOUTS), limitField({ max: SERIES_MAX_ITEMS, defaultValue: 6 })]),
  ],
})
