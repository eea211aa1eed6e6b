import { row } from '@/fields/layout'
import { pageBlock } from '../shared/pageBlock'
import { limitField } from '../shared/blockFields'
import { checkboxField } from '../shared/fieldPresets'
import { tenantRelation } from '../shared/sameTenant'

export const SERIES_DETAIL_MAX_VIDEOS = 50

export const SeriesDetailBlock = pageBlock({
  slug: 'seriesDetail',
  interfaceName: 'SeriesDetailBlock',
  group: 'media',
  description: {
    de: 'Eine Videoserie mit Beschreibung und ihren Videos',
    en: 'One video series with its description and videos',
  },
  labels: {
    singular: { de: 'Serie im Detail', en: 'Series detail' },
    plural: { de: 'Serien-Details', en: 'Series details' },
  },
  fields: [
    tenantRelation({ name: 'series', relationTo: 'series', required: true, label: { de: 'Serie', en: 'Series' } }),
    row([
      checkboxField('showVideos', { de: 'Videos der Serie zeigen', en: "Show the series' videos" }),
      limitField({ max: SERIES_DETAIL_MAX_VIDEOS, defaultValue: 12 }),
    ]),
  ],
})
