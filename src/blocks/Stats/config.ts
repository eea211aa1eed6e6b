import type { Block } from 'payload'
import { selectOptions } from '@/fields/selectOptions'

export const STATS_MAX_ITEMS = 8
export const STATS_BACKGROUNDS = ['none', 'light', 'accent'] as const

export const StatsBlock: Block = {
  slug: 'stats',
  interfaceName: 'StatsBlock',
  labels: { singular: { de: 'Kennzahlen', en: 'Stats' }, plural: { de: 'Kennzahlen', en: 'Stats' } },
  fields: [
    { name: 'heading', type: 'text', localized: true, label: { de: 'Überschrift', en: 'Heading' } },
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      maxRows: STATS_MAX_ITEMS,
      required: true,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'value', type: 'number', required: true, min: 0, max: 1_000_000_000, admin: { step: 1 }, label: { de: 'Wert (ganze Zahl)', en: 'Value (whole number)' } },
            { name: 'prefix', type: 'text', maxLength: 8, label: { de: 'Vorsatz', en: 'Prefix' } },
            { name: 'suffix', type: 'text', maxLength: 8, label: { de: 'Zusatz (z. B. %)', en: 'Suffix (e.g. %)' } },
          ],
        },
        { name: 'label', type: 'text', required: true, localized: true, label: { de: 'Beschriftung', en: 'Label' } },
      ],
    },
    { name: 'animate', type: 'checkbox', defaultValue: true, label: { de: 'Hochzählen', en: 'Count up' } },
    { name: 'background', type: 'select', defaultValue: 'light', options: selectOptions(STATS_BACKGROUNDS), label: { de: 'Hintergrund', en: 'Background' } },
  ],
}
