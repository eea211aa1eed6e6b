export const AVAILABILITY = ['in_stock', 'low_stock', 'out_of_stock', 'preorder', 'on_request'] as const
export type Availability = (typeof AVAILABILITY)[number]

export type Inventory = {
  trackInventory?: boolean | null
  stock?: number | null
  lowStockThreshold?: number | null
  availability?: Availability | null
}

/** With tracked inventory the availability follows the stock; otherwise the editor's choice stands. */
export function deriveAvailability(inventory: Inventory): Availability {
  const chosen = inventory.availability ?? 'in_stock'
  if (!inventory.trackInventory || typeof inventory.stock !== 'number') return chosen
  if (inventory.stock <= 0) return 'out_of_stock'
  return inventory.stock <= (inventory.lowStockThreshold ?? 0) ? 'low_stock' : 'in_stock'
}
