import { hubAccess } from '@/access/videoHub'
import { tenantTool } from '@/collections/presets/tenantTool'
import { selectOptions } from '@/fields/selectOptions'
import { sameTenantRelations } from '@/lib/videoHub/relationChecks'
import { channelField } from './fields'

const CADENCES = ['weekly', 'biweekly', 'monthly', 'irregular'] as const
const CADENCE_LABELS = {
  weekly: { de: 'Wöchentlich', en: 'Weekly' },
  biweekly: { de: 'Alle zwei Wochen', en: 'Every two weeks' },
  monthly: { de: 'Monatlich', en: 'Monthly' },
  irregular: { de: 'Unregelmäßig', en: 'Irregular' },
}

/** A recurring format of one channel; contents of that channel may belong to it. */
export const VpSeries = tenantTool({
  slug: 'vp-series',
  group: 'videoHub',
  typescript: { interface: 'VpSeries' },
  labels: { singular: { de: 'Video-Serie', en: 'Video series' }, plural: { de: 'Video-Serien', en: 'Video series' } },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'channel', 'cadence'] },
  read: hubAccess('hub.read'),
  write: hubAccess('planning.manage'),
  hooks: { beforeChange: [sameTenantRelations({ channel: { collection: 'video-platform-channels' } })] },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 200, label: { de: 'Titel', en: 'Title' } },
    channelField(),
    { name: 'description', type: 'textarea', maxLength: 5000, label: { de: 'Beschreibung', en: 'Description' } },
    { name: 'cadence', type: 'select', defaultValue: 'weekly', options: selectOptions(CADENCES, CADENCE_LABELS), label: { de: 'Rhythmus', en: 'Cadence' } },
  ],
})
