import type { CheckboxField, NumberField, TextField } from 'payload'

type Placement = { sidebar?: boolean }
const sidebar = (placement: Placement) => (placement.sidebar === false ? {} : { admin: { position: 'sidebar' as const } })

/** Manual sort position (lists sort by it ascending). */
export const orderField = (placement: Placement = {}): NumberField => ({
  name: 'order',
  type: 'number',
  defaultValue: 0,
  label: { de: 'Reihenfolge', en: 'Order' },
  ...sidebar(placement),
})

/** Shown first or highlighted by the blocks that list this collection. */
export const featuredField = ({ index, ...placement }: Placement & { index?: boolean } = {}): CheckboxField => ({
  name: 'featured',
  type: 'checkbox',
  defaultValue: false,
  ...(index ? { index: true } : {}),
  label: { de: 'Hervorgehoben', en: 'Featured' },
  ...sidebar(placement),
})

/** The document's title, translated per locale. */
export const titleField = (): TextField => ({ name: 'title', type: 'text', required: true, localized: true, label: { de: 'Titel', en: 'Title' } })

/** A name; `localized` where it is a word (category names), not where it is a proper name (people, companies). */
export const nameField = ({ localized = true } = {}): TextField => ({
  name: 'name',
  type: 'text',
  required: true,
  ...(localized ? { localized: true } : {}),
  label: { de: 'Name', en: 'Name' },
})
