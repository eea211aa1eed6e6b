import type { CheckboxField, Field, NumberField, RichTextField, Tab, TextareaField, TextField } from 'payload'
import { slugField } from './slug'

type Placement = { sidebar?: boolean }
const sidebar = (placement: Placement) =>
  placement.sidebar === false ? {} : { admin: { position: 'sidebar' as const } }

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

/** `localized` where the text is a word to translate (titles, category names), not where it is a proper name or a team's internal label. */
type TextOptions = { localized?: boolean; maxLength?: number }
const textField = (
  name: 'name' | 'title',
  label: { de: string; en: string },
  { localized = true, maxLength }: TextOptions,
): TextField => ({
  name,
  type: 'text',
  required: true,
  ...(localized ? { localized: true } : {}),
  ...(maxLength ? { maxLength } : {}),
  label,
})

/** The document's title, translated per locale unless `localized: false`. */
export const titleField = (options: TextOptions = {}): TextField =>
  textField('title', { de: 'Titel', en: 'Title' }, options)

/** A name; `localized` where it is a word (category names), not where it is a proper name (people, companies). */
export const nameField = (options: TextOptions = {}): TextField =>
  textField('name', { de: 'Name', en: 'Name' }, options)

/** The description, translated per locale: plain text, or rich text (`richText: true`) for long copy. */
export function descriptionField(options?: { richText?: false }): TextareaField
export function descriptionField(options: { richText: true }): RichTextField
export function descriptionField({ richText = false }: { richText?: boolean } = {}): TextareaField | RichTextField {
  const label = { de: 'Beschreibung', en: 'Description' }
  return richText
    ? { name: 'description', type: 'richText', localized: true, label }
    : { name: 'description', type: 'textarea', localized: true, label }
}

/** The fields a listed document opens with: its title (or a name field), the slug made from it, a plain description. */
export const introFields = ({ title = titleField() }: { title?: TextField } = {}): Field[] => [
  title,
  slugField({ from: title.name }),
  descriptionField(),
]

/** The short text lists show under the title ("Kurzbeschreibung"); its English label names what it is. */
export const teaserField = (name: 'excerpt' | 'shortDescription' | 'summary', en: string): TextareaField => ({
  name,
  type: 'textarea',
  localized: true,
  label: { de: 'Kurzbeschreibung', en },
})

/** The first tab of a tabbed document: its content. */
export const contentTab = (fields: Field[]): Tab => ({ label: { de: 'Inhalt', en: 'Content' }, fields })
