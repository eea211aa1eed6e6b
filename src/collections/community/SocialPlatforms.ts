import { communityAccess } from '@/access/community'
import { tenantTool } from '@/collections/presets/tenantTool'
import { selectOptions } from '@/fields/selectOptions'
import { SOCIAL_NETWORKS } from '@/lib/community/vocabulary'

/** The networks a tenant uses (one entry per network); accounts connect to one of them. */
export const SocialPlatforms = tenantTool({
  slug: 'social-platforms',
  group: 'community',
  labels: { singular: { de: 'Plattform', en: 'Platform' }, plural: { de: 'Plattformen', en: 'Platforms' } },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'network', 'enabled'] },
  read: communityAccess('interactions.view'),
  write: communityAccess('settings.manage'),
  indexes: [{ fields: ['tenant', 'network'], unique: true }],
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 100, label: { de: 'Name', en: 'Name' } },
    { name: 'network', type: 'select', required: true, options: selectOptions(SOCIAL_NETWORKS), label: { de: 'Netzwerk', en: 'Network' } },
    { name: 'enabled', type: 'checkbox', defaultValue: true, label: { de: 'Aktiv', en: 'Enabled' } },
  ],
})
