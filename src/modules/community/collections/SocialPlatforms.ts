import { communityTool } from '@/modules/community/collections/communityTool'
import { selectOptions } from '@/fields/selectOptions'
import { SOCIAL_NETWORKS } from '@/modules/community/lib/vocabulary'
import { nameField } from '@/fields/presentation'

/** The networks a tenant uses (one entry per network); accounts connect to one of them. */
export const SocialPlatforms = communityTool({
  slug: 'social-platforms',
  labels: { singular: { de: 'Plattform', en: 'Platform' }, plural: { de: 'Plattformen', en: 'Platforms' } },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'network', 'enabled'] },
  capabilities: { read: 'interactions.view', write: 'settings.manage' },
  indexes: [{ fields: ['tenant', 'network'], unique: true }],
  fields: [
    nameField({ localized: false, maxLength: 100 }),
    {
      name: 'network',
      type: 'select',
      required: true,
      options: selectOptions(SOCIAL_NETWORKS),
      label: { de: 'Netzwerk', en: 'Network' },
    },
    { name: 'enabled', type: 'checkbox', defaultValue: true, label: { de: 'Aktiv', en: 'Enabled' } },
  ],
})
