import type { ArrayField, Block } from 'payload'
import { array } from 'payload/shared'
import { localizedMessage } from '@/access/localizedMessage'
import { linkField } from '@/fields/link'
import { currencyField } from '@/fields/pricing'
import { selectOptions } from '@/fields/selectOptions'
import { headingField } from '../shared/blockFields'
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

export const PricingBlock: Block = {
  slug: 'pricing',
  interfaceName: 'PricingBlock',
  labels: { singular: { de: 'Preistabelle', en: 'Pricing' }, plural: { de: 'Preistabellen', en: 'Pricing blocks' } },
  fields: [
    headingField(),
    {
      name: 'plans',
      type: 'array',
      label: { de: 'Tarife', en: 'Plans' },
      minRows: 1,
      maxRows: PRICING_MAX_PLANS,
      required: true,
      validate: validatePlans,
      labels: { singular: { de: 'Tarif', en: 'Plan' }, plural: { de: 'Tarife', en: 'Plans' } },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', required: true, localized: true, label: 'Name' },
            { name: 'price', type: 'number', required: true, min: 0, max: PRICING_MAX_PRICE, label: { de: 'Preis', en: 'Price' } },
            { ...currencyField, label: { de: 'Währung', en: 'Currency' } },
            { name: 'period', type: 'select', defaultValue: 'month', options: selectOptions(PRICING_PERIODS, PRICING_PERIOD_LABELS), label: { de: 'Zeitraum', en: 'Period' } },
          ],
        },
        { name: 'description', type: 'textarea', localized: true, label: { de: 'Beschreibung', en: 'Description' } },
        {
          type: 'row',
          fields: [
            { name: 'highlighted', type: 'checkbox', defaultValue: false, label: { de: 'Hervorheben', en: 'Highlight' } },
            { name: 'badge', type: 'text', localized: true, label: { de: 'Hinweis (z. B. „Beliebt“)', en: 'Badge (e.g. "Popular")' } },
          ],
        },
        {
          name: 'features',
          type: 'array',
          label: { de: 'Leistungen', en: 'Features' },
          maxRows: PRICING_MAX_FEATURES,
          labels: { singular: { de: 'Leistung', en: 'Feature' }, plural: { de: 'Leistungen', en: 'Features' } },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'text', type: 'text', required: true, localized: true, label: { de: 'Leistung', en: 'Feature' } },
                { name: 'included', type: 'checkbox', defaultValue: true, label: { de: 'Enthalten', en: 'Included' } },
              ],
            },
          ],
        },
        linkField({ name: 'cta', label: { de: 'Button', en: 'Call to action' } }),
      ],
    },
    { name: 'comparisonTable', type: 'checkbox', defaultValue: false, label: { de: 'Vergleichstabelle unter den Tarifen', en: 'Comparison table below the plans' } },
  ],
}
