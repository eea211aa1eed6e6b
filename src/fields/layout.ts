import type { Field, GroupField, RowField, Tab, TabsField } from 'payload'

/** Fields side by side on one line of the edit view. */
export const row = (fields: Field[]): RowField => ({ type: 'row', fields })

/** Tabs of the edit view (unnamed: their fields stay top-level in the document). */
export const tabs = (list: Tab[]): TabsField => ({ type: 'tabs', tabs: list })

/** A tab holding one unlabelled group: its fields are stored under `name` (the schema of a group, not of a named tab). */
export const groupTab = (label: { de: string; en: string }, name: string, fields: Field[]): Tab => ({
  label,
  fields: [{ name, type: 'group', label: false, fields }],
})

/** Fields stored together under `name` and shown in one labelled box. */
export const group = (name: string, label: { de: string; en: string }, fields: Field[]): GroupField => ({
  name,
  type: 'group',
  label,
  fields,
})

/** Fields shown in the edit view's sidebar. */
export const inSidebar = (fields: Field[]): Field[] =>
  fields.map((field) => ({ ...field, admin: { ...field.admin, position: 'sidebar' } }) as Field)
