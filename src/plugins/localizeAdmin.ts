import type { Block, CheckboxField, Field, Option, Plugin, Tab } from 'payload'
import { formatLabels, toWords } from 'payload/shared'
import { LABEL_TERMS, OPTION_TERMS, TEXT_TERMS } from '@/i18n/adminTerms'

/**
 * Date fields in each language's own format: date-fns' localized patterns (`P` date, `p` time)
 * read "22.11.2026, 21:08" in German and "11/22/2026, 9:08 PM" in English; Payload's defaults
 * ("MMM d, yyy h:mm a") are English in every language. A field's own format wins.
 */
const DATE_FORMATS: Record<string, { displayFormat: string; timeFormat?: string }> = {
  default: { displayFormat: 'P' },
  dayOnly: { displayFormat: 'P' },
  dayAndTime: { displayFormat: 'P, p', timeFormat: 'p' },
  timeOnly: { displayFormat: 'p', timeFormat: 'p' },
  monthOnly: { displayFormat: 'LLLL yyyy' },
}

/** Checkbox columns read "Ja" / "Nein" (a field's own cell wins). */
const BOOLEAN_CELL = '@/admin/cells/BooleanCell#BooleanCell'

const term = (text: unknown, table: typeof LABEL_TERMS) => (typeof text === 'string' ? (table[text] ?? text) : text)

const labelOf = (label: unknown, name: string | undefined) =>
  label === undefined && name ? (LABEL_TERMS[toWords(name)] ?? label) : term(label, LABEL_TERMS)

const option = (entry: Option): Option => {
  const value = typeof entry === 'string' ? entry : entry.value
  const label =
    typeof entry === 'string' || typeof entry.label === 'string' || entry.label === undefined
      ? OPTION_TERMS[value]
      : undefined
  if (!label) return entry
  return typeof entry === 'string' ? { value, label } : { ...entry, label }
}

type Labels = { singular?: unknown; plural?: unknown }

const pluralLabels = (labels: Labels | undefined, name: string) => {
  const derived = labels ?? formatLabels(name)
  return { singular: term(derived.singular, LABEL_TERMS), plural: term(derived.plural, LABEL_TERMS) }
}

function localizeField(field: Field): Field {
  const name = 'name' in field ? field.name : undefined
  const next = { ...field } as Field & Record<string, unknown>
  if ('label' in field || name) next.label = labelOf((field as { label?: unknown }).label, name)
  if (field.admin) {
    const admin = { ...field.admin } as Record<string, unknown>
    if ('description' in admin) admin.description = term(admin.description, TEXT_TERMS)
    if ('placeholder' in admin) admin.placeholder = term(admin.placeholder, TEXT_TERMS)
    next.admin = admin
  }
  if ((field.type === 'array' || field.type === 'blocks') && name)
    next.labels = pluralLabels(field.labels as Labels | undefined, name)
  if ('options' in field) next.options = field.options.map(option)
  if (field.type === 'checkbox') {
    const admin = next.admin as CheckboxField['admin']
    ;(next as CheckboxField).admin = { ...admin, components: { Cell: BOOLEAN_CELL, ...admin?.components } }
  }
  if (field.type === 'date') {
    const date = field.admin?.date
    next.admin = { ...next.admin, date: { ...DATE_FORMATS[date?.pickerAppearance ?? 'default'], ...date } }
  }
  if ('fields' in field && Array.isArray(field.fields)) next.fields = field.fields.map(localizeField)
  if (field.type === 'tabs') next.tabs = field.tabs.map(localizeTab)
  if (field.type === 'blocks' && field.blocks) next.blocks = field.blocks.map(localizeBlock)
  return next as Field
}

const localizeTab = (tab: Tab): Tab =>
  ({
    ...tab,
    label: labelOf(tab.label, 'name' in tab ? tab.name : undefined),
    fields: tab.fields.map(localizeField),
  }) as Tab

const localizeBlock = (block: Block): Block => ({ ...block, fields: block.fields.map(localizeField) })

/**
 * Names every field, option and array of the admin in German and English from the shared terms
 * (src/i18n/adminTerms.ts). Runs last, so the fields the other plugins add (SEO meta, breadcrumbs,
 * form builder e-mails) are named like the project's own. A label the project already gives as
 * `{ de, en }` is kept; a label left out is looked up under the English one Payload would derive
 * from the field's name. tests/unit/admin-localization.test.ts fails on whatever stays unnamed.
 * Date fields get their language's date format (DATE_FORMATS), checkbox columns words (BOOLEAN_CELL).
 */
export const localizeAdmin: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((collection) => ({
    ...collection,
    fields: collection.fields.map(localizeField),
  })),
  globals: config.globals?.map((global) => ({ ...global, fields: global.fields.map(localizeField) })),
})
