import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  AMOUNT_FIELDS_BY_KIND,
  PRICING_KINDS,
  pricingAmountError,
  pruneServicePricing,
} from '../../src/lib/pricing/servicePricing'

const amount = fc.option(fc.double({ min: -10, max: 10_000, noNaN: true }), { nil: null })
const pricing = fc.record({
  kind: fc.option(fc.constantFrom(...PRICING_KINDS), { nil: undefined }),
  amount,
  min: amount,
  max: amount,
})

describe('pruneServicePricing', () => {
  it('keeps exactly the amounts the kind uses and defaults the kind to on_request', () => {
    fc.assert(
      fc.property(pricing, (input) => {
        const pruned = pruneServicePricing(input)
        const kind = input.kind ?? 'on_request'
        expect(pruned.kind).toBe(kind)
        for (const field of ['amount', 'min', 'max'] as const) {
          expect(pruned[field]).toBe(AMOUNT_FIELDS_BY_KIND[kind].includes(field) ? input[field] : null)
        }
      }),
    )
  })

  it('keeps other pricing fields (currency, note)', () => {
    expect(pruneServicePricing({ kind: 'fixed', amount: 95, max: 3, currency: 'EUR', note: 'pro Sitzung' })).toEqual({
      kind: 'fixed',
      amount: 95,
      min: null,
      max: null,
      currency: 'EUR',
      note: 'pro Sitzung',
    })
  })
})

describe('pricingAmountError', () => {
  it('never complains about a field the kind does not use', () => {
    fc.assert(
      fc.property(pricing, fc.constantFrom('amount' as const, 'min' as const, 'max' as const), (input, field) => {
        const kind = input.kind ?? 'on_request'
        if (!AMOUNT_FIELDS_BY_KIND[kind].includes(field)) expect(pricingAmountError(input, field)).toBeNull()
      }),
    )
  })

  it('requires non-negative amounts for fixed and hourly', () => {
    expect(pricingAmountError({ kind: 'fixed' }, 'amount')?.en).toMatch(/required/)
    expect(pricingAmountError({ kind: 'hourly', amount: -1 }, 'amount')?.en).toMatch(/non-negative/)
    expect(pricingAmountError({ kind: 'hourly', amount: 0 }, 'amount')).toBeNull()
  })

  it('accepts a range only when min < max', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 10_000 }), (min, max) => {
        const error = pricingAmountError({ kind: 'range', min, max }, 'max')
        expect(error === null).toBe(min < max)
      }),
    )
    expect(pricingAmountError({ kind: 'range', max: 5 }, 'min')?.en).toMatch(/required/)
  })
})
