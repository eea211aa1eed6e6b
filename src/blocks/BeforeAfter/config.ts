import { row } from '@/fields/layout'
import { pageBlock } from '../shared/pageBlock'
import { captionField, headingField, rangeField } from '../shared/fieldPresets'
import { tenantMedia } from '../shared/sameTenant'

/** Where the divider starts, in percent of the width from the left. */
export const BEFORE_AFTER_START = { min: 0, max: 100, default: 50 } as const

export const BeforeAfterBlock = pageBlock({
  slug: 'beforeAfter',
  interfaceName: 'BeforeAfterBlock',
  group: 'media',
  description: { de: 'Zwei Bilder mit verschiebbarer Trennlinie', en: 'Two images with a draggable divider' },
  labels: {
    singular: { de: 'Vorher/Nachher', en: 'Before/after' },
    plural: { de: 'Vorher/Nachher-Blöcke', en: 'Before/after blocks' },
  },
  fields: [
    headingField(),
    row([
      tenantMedia({ name: 'before', required: true, label: { de: 'Vorher-Bild', en: 'Before image' } }),
      tenantMedia({ name: 'after', required: true, label: { de: 'Nachher-Bild', en: 'After image' } }),
    ]),
    row([
      {
        name: 'beforeLabel',
        type: 'text',
        localized: true,
        label: { de: 'Beschriftung vorher (leer: „Vorher“)', en: 'Before label (empty: "Before")' },
      },
      {
        name: 'afterLabel',
        type: 'text',
        localized: true,
        label: { de: 'Beschriftung nachher (leer: „Nachher“)', en: 'After label (empty: "After")' },
      },
      rangeField('start', BEFORE_AFTER_START, { de: 'Trennlinie am Anfang (%)', en: 'Divider at start (%)' }),
    ]),
    captionField(),
  ],
})
