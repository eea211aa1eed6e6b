import type { GroupField, NumberFieldSingleValidation, SelectField } from 'payload'
import { row } from '@/fields/layout'
import {
  type AmountField,
  PRICING_KINDS,
  type ServicePricing,
  kindUsesField,
  pricingAmountError,
  pricingKindOf,
  pruneServicePricing,
} from '@/lib/pricing/servicePricing'
import { localizedMessage } from '@/lib/i18n/localizedMessage'

export const CURRENCIES = ['EUR', 'CHF', 'USD'] as const

export const currencyField: SelectField = {
  name: 'currency',
  type: 'select',
  defaultValue: 'EUR',
  options: CURRENCIES.map((value) => ({ label: value, value })),
}

const KIND_LABELS: Record<(typeof PRICING_KINDS)[number], { de: string; en: string }> = {
  on_request: { de: 'Auf Anfrage', en: 'On request' },
  fixed: { de: 'Festpreis', en: 'Fixed price' },
  hourly: { de: 'Stundensatz', en: 'Hourly rate' },
  range: { de: 'Preisspanne', en: 'Price range' },
}

function amountField(name: AmountField, label: { de: string; en: string }): GroupField['fields'][number] {
  const validate: NumberFieldSingleValidation = (_value, { req, siblingData }) => {
    const error = pricingAmountError(siblingData as ServicePricing, name)
    return error ? localizedMessage(req, error) : true
  }
  return {
    name,
    type: 'number',
    label,
    min: 0,
    admin: {
      width: '33%',
      // Only the fields the chosen kind needs are shown (and validated: hidden fields skip validation).
      condition: (_data, siblingData) => kindUsesField(pricingKindOf(siblingData as ServicePricing), name),
    },
    validate,
  }
}

/**
 * Service pricing: on request (default), fixed, hourly or a min–max range. Amounts the kind does
 * not use are cleared on save.
 */
export function servicePricingField(): GroupField {
  return {
    name: 'pricing',
    type: 'group',
    interfaceName: 'ServicePricing',
    label: { de: 'Preis', en: 'Pricing' },
    hooks: {
      beforeChange: [
        ({ value }) => (value && typeof value === 'object' ? pruneServicePricing(value as ServicePricing) : value),
      ],
    },
    fields: [
      {
        // Not `required`: empty means on request, and the save hook always stores the kind.
        name: 'kind',
        type: 'select',
        defaultValue: 'on_request',
        options: PRICING_KINDS.map((value) => ({ value, label: KIND_LABELS[value] })),
      },
      row([
        amountField('amount', { de: 'Betrag', en: 'Amount' }),
        amountField('min', { de: 'ab', en: 'From' }),
        amountField('max', { de: 'bis', en: 'To' }),
        {
          ...currencyField,
          admin: {
            width: '33%',
            condition: (_data, siblingData) => pricingKindOf(siblingData as ServicePricing) !== 'on_request',
          },
        },
      ]),
      {
        name: 'note',
        type: 'text',
        localized: true,
        admin: {
          description: { de: 'z. B. „zzgl. Material“, „pro Sitzung“', en: 'e.g. "plus materials", "per session"' },
        },
      },
    ],
  }
}
