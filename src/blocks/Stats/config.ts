import { row } from '@/fields/layout'
import { pageBlock } from '../shared/pageBlock'
import { backgroundField } from '../shared/blockFields'
import { checkboxField, headingField, requiredRows } from '../shared/fieldPresets'

export const STATS_MAX_ITEMS = 8
export const STATS_BACKGROUNDS = ['none', 'light', 'accent'] as const

export const StatsBlock = pageBlock({
  slug: 'stats',
  interfaceName: 'StatsBlock',
  group: 'content',
  description: {
    de: 'Große Zahlen mit Beschriftung, auf Wunsch hochgezählt',
    en: 'Large numbers with labels, optionally counting up',
  },
  labels: { singular: { de: 'Kennzahlen', en: 'Stats' }, plural: { de: 'Kennzahlen', en: 'Stats' } },
  fields: [
    headingField(),
    requiredRows({
      name: 'items',
      maxRows: STATS_MAX_ITEMS,
      fields: [
        row([
          {
            name: 'value',
            type: 'number',
            required: true,
            min: 0,
            max: 1_000_000_000,
            admin: { step: 1 },
            label: { de: 'Wert (ganze Zahl)', en: 'Value (whole number)' },
          },
          { name: 'prefix', type: 'text', maxLength: 8, label: { de: 'Vorsatz', en: 'Prefix' } },
          { name: 'suffix', type: 'text', maxLength: 8, label: { de: 'Zusatz (z. B. %)', en: 'Suffix (e.g. %)' } },
        ]),
        { name: 'label', type: 'text', required: true, localized: true, label: { de: 'Beschriftung', en: 'Label' } },
      ],
    }),
    checkboxField('animate', { de: 'Hochzählen', en: 'Count up' }),
    backgroundField(STATS_BACKGROUNDS, 'light'),
  ],
})
