import { describe, expect, it } from 'vitest'
import { deriveAvailability } from '../../src/lib/products/inventory'

describe('deriveAvailability', () => {
  it('follows the stock when inventory is tracked', () => {
    expect(deriveAvailability({ trackInventory: true, stock: 0, availability: 'in_stock' })).toBe('out_of_stock')
    expect(deriveAvailability({ trackInventory: true, stock: 3, lowStockThreshold: 3 })).toBe('low_stock')
    expect(deriveAvailability({ trackInventory: true, stock: 4, lowStockThreshold: 3, availability: 'preorder' })).toBe(
      'in_stock',
    )
    expect(deriveAvailability({ trackInventory: true, stock: 1 })).toBe('in_stock')
  })

  it('keeps the editor’s choice when inventory is not tracked or the stock is unknown', () => {
    expect(deriveAvailability({ trackInventory: false, stock: 0, availability: 'preorder' })).toBe('preorder')
    expect(deriveAvailability({ trackInventory: true, stock: null, availability: 'on_request' })).toBe('on_request')
    expect(deriveAvailability({})).toBe('in_stock')
  })
})
