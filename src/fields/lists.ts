import type { ArrayField, Field } from 'payload'
import { row } from './layout'

type ListOptions = { label: ArrayField['label']; admin?: ArrayField['admin'] }

/** A list whose items are one row of fields side by side (links, checklist items, qualifications). */
export const rowListField = (name: string, { label, admin }: ListOptions, fields: Field[]): ArrayField => ({
  name,
  type: 'array',
  label,
  ...(admin ? { admin } : {}),
  fields: [row(fields)],
})

/** A list of short translated texts (requirements, deliverables); each item's text is stored as `item`. */
export const textListField = (
  name: string,
  { label, admin, item = 'text' }: ListOptions & { item?: string },
): ArrayField => ({
  name,
  type: 'array',
  label,
  ...(admin ? { admin } : {}),
  fields: [{ name: item, type: 'text', required: true, localized: true }],
})

type Label = { de: string; en: string }

/** A list labelled by what one item is: the admin names it by the plural and its rows by the singular. */
export const itemListField = (
  name: string,
  { singular, plural }: { singular: Label; plural: Label },
  list: Omit<ArrayField, 'name' | 'type' | 'label' | 'labels'>,
): ArrayField => ({
  name,
  type: 'array',
  label: plural,
  labels: { singular, plural },
  ...list,
})
