import { pageBlock } from '../catalogue'
import { headingField, selectField } from '../shared/fieldPresets'

export const SHARE_PLATFORMS = ['email', 'linkedin', 'x', 'facebook', 'whatsapp', 'xing'] as const
export type SharePlatform = (typeof SHARE_PLATFORMS)[number]

export const ShareButtonsBlock = pageBlock('shareButtons', [
  headingField(),
  selectField('platforms', SHARE_PLATFORMS, {
    hasMany: true,
    required: true,
    defaultValue: ['email', 'linkedin', 'whatsapp'],
    labels: { email: { de: 'E-Mail', en: 'E-mail' }, whatsapp: { de: 'WhatsApp', en: 'WhatsApp' } },
    label: { de: 'Plattformen', en: 'Platforms' },
  }),
])
