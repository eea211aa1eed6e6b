import { hubAccess } from '@/modules/videoHub/access/videoHub'
import { videoHubTool } from '@/modules/videoHub/collections/videoHubTool'
import { selectOptions } from '@/fields/selectOptions'
import { channelField } from './fields'
import { titleField } from '@/fields/presentation'

const CADENCES = ['weekly', 'biweekly', 'monthly', 'irregular'] as const
const CADENCE_LABELS = {
  weekly: { de: 'Wöchentlich', en: 'Weekly' },
  biweekly: { de: 'Alle zwei Wochen', en: 'Every two weeks' },
  monthly: { de: 'Monatlich', en: 'Monthly' },
  irregular: { de: 'Unregelmäßig', en: 'Irregular' },
}

/** A recurring format of one channel; contents of that channel may belong to it. */
export const VpSeries = videoHubTool({
  slug: 'vp-series',
  labels: { singular: { de: 'Video-Serie', en: 'Video series' }, plural: { de: 'Video-Serien', en: 'Video series' } },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'channel', 'cadence'] },
  write: hubAccess('planning.manage'),
  relations: { channel: { collection: 'video-platform-channels' } },
  fields: [
    titleField({ localized: false, maxLength: 200 }),
    channelField(),
    { name: 'description', type: 'textarea', maxLength: 5000, label: { de: 'Beschreibung', en: 'Description' } },
    {
      name: 'cadence',
      type: 'select',
      defaultValue: 'weekly',
      options: selectOptions(CADENCES, CADENCE_LABELS),
      label: { de: 'Rhythmus', en: 'Cadence' },
    },
  ],
})
