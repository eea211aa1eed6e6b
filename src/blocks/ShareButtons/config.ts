import type { Block } from 'payload'
import { selectOptions } from '@/fields/selectOptions'

export const SHARE_PLATFORMS = ['email', 'linkedin', 'x', 'facebook', 'whatsapp', 'xing'] as const
export type SharePlatform = (typeof SHARE_PLATFORMS)[number]

export const ShareButtonsBlock: Block = {
  slug: 'shareButtons',
  interfaceName: 'ShareButtonsBlock',
  labels: { singular: { de: 'Teilen-Links', en: 'Share buttons' }, plural: { de: 'Teilen-Links', en: 'Share buttons' } },
  fields: [
    { name: 'heading', type: 'text', localized: true, label: { de: 'Überschrift', en: 'Heading' } },
    {
      name: 'platforms',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['email', 'linkedin', 'whatsapp'],
      options: selectOptions(SHARE_PLATFORMS, {
        email: { de: 'E-Mail', en: 'E-mail' },
        linkedin: { de: 'LinkedIn', en: 'LinkedIn' },
        x: { de: 'X', en: 'X' },
        facebook: { de: 'Facebook', en: 'Facebook' },
        whatsapp: { de: 'WhatsApp', en: 'WhatsApp' },
        xing: { de: 'XING', en: 'XING' },
      }),
      label: { de: 'Plattformen', en: 'Platforms' },
    },
  ],
}
