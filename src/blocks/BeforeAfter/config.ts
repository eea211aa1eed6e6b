import type { Block } from 'payload'
import { tenantMedia } from '../shared/sameTenant'

/** Where the divider starts, in percent of the width from the left. */
export const BEFORE_AFTER_START = { min: 0, max: 100, default: 50 } as const

export const BeforeAfterBlock: Block = {
  slug: 'beforeAfter',
  interfaceName: 'BeforeAfterBlock',
  labels: { singular: { de: 'Vorher/Nachher', en: 'Before/after' }, plural: { de: 'Vorher/Nachher-Blöcke', en: 'Before/after blocks' } },
  fields: [
    { name: 'heading', type: 'text', localized: true, label: { de: 'Überschrift', en: 'Heading' } },
    {
      type: 'row',
      fields: [
        tenantMedia({ name: 'before', required: true, label: { de: 'Vorher-Bild', en: 'Before image' } }),
        tenantMedia({ name: 'after', required: true, label: { de: 'Nachher-Bild', en: 'After image' } }),
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'beforeLabel', type: 'text', localized: true, label: { de: 'Beschriftung vorher (leer: „Vorher“)', en: 'Before label (empty: "Before")' } },
        { name: 'afterLabel', type: 'text', localized: true, label: { de: 'Beschriftung nachher (leer: „Nachher“)', en: 'After label (empty: "After")' } },
        {
          name: 'start',
          type: 'number',
          min: BEFORE_AFTER_START.min,
          max: BEFORE_AFTER_START.max,
          defaultValue: BEFORE_AFTER_START.default,
          label: { de: 'Trennlinie am Anfang (%)', en: 'Divider at start (%)' },
        },
      ],
    },
    { name: 'caption', type: 'text', localized: true, label: { de: 'Bildunterschrift', en: 'Caption' } },
  ],
}
