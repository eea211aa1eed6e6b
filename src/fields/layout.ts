import type { Field, RowField, Tab, TabsField } from 'payload'

/** Fields side by side on one line of the edit view. */
export const row = (fields: Field[]): RowField => ({ type: 'row', fields })

/** Tabs of the edit view (unnamed: their fields stay top-level in the document). */
export const tabs = (list: Tab[]): TabsField => ({ type: 'tabs', tabs: list })
