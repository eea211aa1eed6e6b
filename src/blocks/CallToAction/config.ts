import { pageBlock } from '../shared/pageBlock'
import { ctaLinkFields } from '../shared/blockFields'
import { headingField, selectField } from '../shared/fieldPresets'

export const CALL_TO_ACTION_BACKGROUNDS = ['accent', 'light', 'plain'] as const

export const CallToActionBlock = pageBlock({
  slug: 'callToAction',
  interfaceName: 'CallToActionBlock',
  group: 'content',
  description: {
    de: 'Hervorgehobener Aufruf mit kurzem Text und Button',
    en: 'Highlighted appeal with a short text and a button',
  },
  labels: {
    singular: { de: 'Handlungsaufruf', en: 'Call to action' },
    plural: { de: 'Handlungsaufrufe', en: 'Calls to action' },
  },
  fields: [
    headingField({ required: true }),
    { name: 'text', type: 'textarea', localized: true, label: { de: 'Text', en: 'Text' } },
    ...ctaLinkFields(),
    selectField('background', CALL_TO_ACTION_BACKGROUNDS, {
      defaultValue: 'accent',
      labels: { accent: { de: 'Akzentfarbe', en: 'Accent colour' }, plain: { de: 'Ohne', en: 'None' } },
    }),
  ],
})
