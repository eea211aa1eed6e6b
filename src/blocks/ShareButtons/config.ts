import { pageBlock } from '../shared/pageBlock'
import { headingField, selectField } from '../shared/fieldPresets'

export const SHARE_PLATFORMS = ['email', 'linkedin', 'x', 'facebook', 'whatsapp', 'xing'] as const
export type SharePlatform = (typeof SHARE_PLATFORMS)[number]

export const ShareButtonsBlock = pageBlock({
  slug: 'shareButtons',
  interfaceName: 'ShareButtonsBlock',
  group: 'blog',
  description: {
    de: 'Links zum Teilen per E-Mail, LinkedIn, WhatsApp und mehr',
    en: 'Links to share by e-mail, LinkedIn, WhatsApp and more',
  },
  labels: {
    singular: { de: 'Teilen-Links', en: 'Share buttons' },
    plural: { de: 'Teilen-Links', en: 'Share buttons' },
  },
  fields: [
    headingField(),
    selectField('platforms', SHARE_PLATFORMS, {
      hasMany: true,
      required: true,
      defaultValue: ['email', 'linkedin', 'whatsapp'],
      labels: { email: { de: 'E-Mail', en: 'E-mail' }, whatsapp: { de: 'WhatsApp', en: 'WhatsApp' } },
      label: { de: 'Plattformen', en: 'Platforms' },
    }),
  ],
})
