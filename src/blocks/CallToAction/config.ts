import { pageBlock } from '../catalogue'
import { ctaLinkFields } from '../shared/blockFields'
import { headingField, selectField } from '../shared/fieldPresets'

export const CALL_TO_ACTION_BACKGROUNDS = ['accent', 'light', 'plain'] as const

export const CallToActionBlock = pageBlock('callToAction', [
  headingField({ required: true }),
  { name: 'text', type: 'textarea', localized: true, label: { de: 'Text', en: 'Text' } },
  ...ctaLinkFields(),
  selectField('background', CALL_TO_ACTION_BACKGROUNDS, {
    defaultValue: 'accent',
    labels: { accent: { de: 'Akzentfarbe', en: 'Accent colour' }, plain: { de: 'Ohne', en: 'None' } },
  }),
])
