import type { ArrayField } from 'payload'
import { array } from 'payload/shared'
import { localizedMessage } from '@/lib/i18n/localizedMessage'
import { row } from '@/fields/layout'
import { linkField } from '@/fields/link'
import { currencyField } from '@/fields/pricing'
import { pageBlock } from '../shared/pageBlock'
import { checkboxField, headingField, requiredRows, rowLabels, selectField } from '../shared/fieldPresets'
import { highlightedPlansError } from './pricingTable'

export const PRICING_PERIODS = ['once', 'hour', 'session', 'month', 'year'] as const
export const PRICING_PERIOD_LABELS: Record<(typeof PRICING_PERIODS)[number], { de: string; en: string }> = {
  once: { de: 'einmalig', en: 'one-off' },
  hour: { de: 'pro Stunde', en: 'per hour' },
  session: { de: 'pro Sitzung', en: 'per session' },
  month: { de: 'pro Monat', en: 'per month' },
  year: { de: 'pro Jahr', en: 'per year' },
}
export const PRICING_MAX_PLANS = 6
export const PRICING_MAX_FEATURES = 30
export const PRICING_MAX_PRICE = 1_000_000

// Payload's own array check (required, min/max rows) first: a custom validate replaces it.
const validatePlans: NonNullable<ArrayField['validate']> = (value, options) => {
  const rows = array(value, options)
  if (rows !== true) return rows
  const error = highlightedPlansError(value as { highlighted?: boolean | null }[] | null)
  return error ? localizedMessage(options.req, error) : true
}

export const PricingBlock = pageBlock({
  slug: 'pricing',
  interfaceName: 'PricingBlock',
  group: 'content',
  description: {
    de: 'Tarife mit Preis nebeneinander, einer hervorgehoben',
    en: 'Plans with prices side by side, one highlighted',
  },
  labels: { singular: { de: 'Preistabelle', en: 'Pricing' }, plural: { de: 'Preistabellen', en: 'Pricing blocks' } },
  fields: [
    headingField(),
    requiredRows({
      name: 'plans',
      ...rowLabels({ de: 'Tarif', en: 'Plan' }, { de: 'Tarife', en: 'Plans' }),
      maxRows: PRICING_MAX_PLANS,
      validate: validatePlans,
      fields: [
        row([
          { name: 'name', type: 'text', required: true, localized: true, label: 'Name' },
          {
            name: 'price',
            type: 'number',
            required: true,
            min: 0,
            max: PRICING_MAX_PRICE,
            label: { de: 'Preis', en: 'Price' },
          },
          { ...currencyField, label: { de: 'Währung', en: 'Currency' } },
          selectField('period', PRICING_PERIODS, {
            defaultValue: 'month',
            labels: PRICING_PERIOD_LABELS,
            label: { de: 'Zeitraum', en: 'Period' },
          }),
        ]),
        { name: 'description', type: 'textarea', localized: true, label: { de: 'Beschreibung', en: 'Description' } },
        row([
          checkboxField('highlighted', { de: 'Hervorheben', en: 'Highlight' }, false),
          {
            name: 'badge',
            type: 'text',
            localized: true,
            label: { de: 'Hinweis (z. B. „Beliebt“)', en: 'Badge (e.g. "Popular")' },
          },
        ]),
        {
          name: 'features',
          type: 'array',
          ...rowLabels({ de: 'Leistung', en: 'Feature' }, { de: 'Leistungen', en: 'Features' }),
          maxRows: PRICING_MAX_FEATURES,
          fields: [
            row([
              { name: 'text', type: 'text', required: true, localized: true, label: { de: 'Leistung', en: 'Feature' } },
              checkboxField('included', { de: 'Enthalten', en: 'Included' }),
            ]),
          ],
        },
        linkField({ name: 'cta', label: { de: 'Button', en: 'Call to action' } }),
      ],
    }),
    checkboxField(
      'comparisonTable',
      { de: 'Vergleichstabelle unter den Tarifen', en: 'Comparison table below the plans' },
      false,
    ),
  ],
})
