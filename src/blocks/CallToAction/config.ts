import type { Block } from 'payload'
import { selectOptions } from '@/fields/selectOptions'
import { ctaLinkFields } from '../shared/blockFields'

export const CALL_TO_ACTION_BACKGROUNDS = ['accent', 'light', 'plain'] as const

export const CallToActionBlock: Block = {
  slug: 'callToAction',
  interfaceName: 'CallToActionBlock',
  labels: { singular: { de: 'Handlungsaufruf', en: 'Call to action' }, plural: { de: 'Handlungsaufrufe', en: 'Calls to action' } },
  fields: [
    { name: 'heading', type: 'text', required: true, localized: true, label: { de: 'Überschrift', en: 'Heading' } },
    { name: 'text', type: 'textarea', localized: true, label: { de: 'Text', en: 'Text' } },
    ...ctaLinkFields(),
    {
      name: 'background',
      type: 'select',
      defaultValue: 'accent',
      options: selectOptions(CALL_TO_ACTION_BACKGROUNDS, {
        accent: { de: 'Akzentfarbe', en: 'Accent colour' },
        light: { de: 'Hell', en: 'Light' },
        plain: { de: 'Ohne', en: 'None' },
      }),
    },
  ],
}
