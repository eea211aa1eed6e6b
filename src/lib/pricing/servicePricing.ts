import type { Bilingual } from '@/lib/i18n/localizedMessage'
/** How a service is priced; `on_request` (no public price) is the default. */
export const PRICING_KINDS = ['on_request', 'fixed', 'hourly', 'range'] as const
export type PricingKind = (typeof PRICING_KINDS)[number]

export type AmountField = 'amount' | 'min' | 'max'

/** The amount fields each kind needs; every other amount field is cleared on save. */
export const AMOUNT_FIELDS_BY_KIND: Record<PricingKind, readonly AmountField[]> = {
  on_request: [],
  fixed: ['amount'],
  hourly: ['amount'],
  range: ['min', 'max'],
}

export type ServicePricing = {
  kind?: PricingKind | null
  amount?: number | null
  min?: number | null
  max?: number | null
} & Record<string, unknown>

export const pricingKindOf = (pricing: ServicePricing | null | undefined): PricingKind => pricing?.kind ?? 'on_request'

export const kindUsesField = (kind: PricingKind, field: AmountField): boolean =>
  AMOUNT_FIELDS_BY_KIND[kind].includes(field)

/** Drops amounts the chosen kind does not use, so switching e.g. from range to fixed leaves no stale min/max. */
export function pruneServicePricing<T extends ServicePricing>(pricing: T): T {
  const kind = pricingKindOf(pricing)
  const pruned: T = { ...pricing, kind }
  for (const field of ['amount', 'min', 'max'] as const) {
    if (!kindUsesField(kind, field)) (pruned as ServicePricing)[field] = null
  }
  return pruned
}

/** Error message for one amount field of a pricing, or null when it is fine. */
export function pricingAmountError(pricing: ServicePricing, field: AmountField): Bilingual | null {
  const kind = pricingKindOf(pricing)
  if (!kindUsesField(kind, field)) return null
  const value = pricing[field]
  if (value === null || value === undefined)
    return { de: 'Für diese Preisart ist hier ein Betrag nötig', en: `A ${field} is required for ${kind} pricing` }
  if (!Number.isFinite(value) || value < 0)
    return { de: 'Der Betrag darf nicht negativ sein', en: `The ${field} must be a non-negative number` }
  if (field === 'max' && typeof pricing.min === 'number' && value <= pricing.min) {
    return {
      de: 'Der Höchstbetrag muss größer als der Mindestbetrag sein',
      en: 'The maximum must be greater than the minimum',
    }
  }
  return null
}
