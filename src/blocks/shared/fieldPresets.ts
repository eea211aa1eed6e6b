import type {
  ArrayField,
  CheckboxField,
  Field,
  NumberField,
  NumberFieldSingleValidation,
  RichTextField,
  SelectField,
  TextField,
} from 'payload'
import type { Bilingual } from '@/lib/i18n/localizedMessage'
import { selectOptions } from '@/fields/selectOptions'

/** A field label: `{ de, en }`, or one string where both languages say the same ("Layout", "Autoplay"). */
type Label = Bilingual | string

type SiblingCondition = (data: unknown, sibling: Record<string, unknown> | undefined) => boolean

/** Shows a field while a sibling field (the block's source, layout …) has this value. */
export const siblingIs =
  (field: string, value: string): SiblingCondition =>
  (_data, sibling) =>
    sibling?.[field] === value

/** Shows a field unless a sibling field has this value. */
export const siblingIsNot =
  (field: string, value: string): SiblingCondition =>
  (_data, sibling) =>
    sibling?.[field] !== value

/** The block's localized heading. */
export const headingField = ({ required }: { required?: true } = {}): TextField => ({
  name: 'heading',
  type: 'text',
  ...(required && { required }),
  localized: true,
  label: { de: 'Überschrift', en: 'Heading' },
})

/** A localized caption below an image or video. */
export const captionField = (): TextField => ({
  name: 'caption',
  type: 'text',
  localized: true,
  label: { de: 'Bildunterschrift', en: 'Caption' },
})

/** The accessible name of a carousel region (empty: the default one). */
export const ariaLabelField = (): TextField => ({
  name: 'ariaLabel',
  type: 'text',
  localized: true,
  label: { de: 'ARIA-Bezeichnung', en: 'ARIA label' },
})

/** An on/off option of the block, on unless `defaultValue` says otherwise. */
export const checkboxField = (name: string, label: Label, defaultValue = true): CheckboxField => ({
  name,
  type: 'checkbox',
  defaultValue,
  label,
})

type SelectOptions<V extends string> = Omit<SelectField, 'name' | 'type' | 'options' | 'hasMany' | 'defaultValue'> & {
  defaultValue?: V | V[]
  hasMany?: boolean
  /**
   * Option labels by value. A value left out reads as itself, which the admin then names from its shared
   * vocabulary (src/i18n/adminTerms.json: "grid" → Raster / Grid); give a label where the block means something else.
   */
  labels?: Partial<Record<V, Bilingual>>
}

/** A select of `values`. */
export const selectField = <V extends string>(
  name: string,
  values: readonly V[],
  { labels, ...options }: SelectOptions<V>,
): SelectField =>
  // selectOptions falls back to the value for each one `labels` leaves out.
  ({
    name,
    type: 'select',
    ...options,
    options: selectOptions(values, labels as Record<V, Bilingual> | undefined),
  }) as SelectField

/** A number between a range's `min` and `max`, starting at its `default` where it has one. */
export const rangeField = (
  name: string,
  { min, max, default: defaultValue }: { min: number; max: number; default?: number },
  label: Label,
  options: { admin?: NumberField['admin']; validate?: NumberFieldSingleValidation } = {},
): NumberField => ({
  name,
  type: 'number',
  min,
  max,
  ...(defaultValue !== undefined && { defaultValue }),
  ...options,
  label,
})

type RowsOptions = Pick<ArrayField, 'name' | 'label' | 'labels' | 'maxRows' | 'validate' | 'admin'> & {
  fields: Field[]
  minRows?: number
}

/** The entries a block consists of (slides, columns, tabs …): at least one (or `minRows`), at most `maxRows`. */
export const requiredRows = ({ minRows = 1, ...options }: RowsOptions): ArrayField =>
  ({ ...options, type: 'array', minRows, required: true }) as ArrayField

/** An entry's localized rich text (an accordion item's or a tab's). */
export const contentField = (): RichTextField => ({
  name: 'content',
  type: 'richText',
  required: true,
  localized: true,
  label: { de: 'Inhalt', en: 'Content' },
})

/** An array's label and its rows' labels: the field is named by the plural. */
export const rowLabels = (singular: Bilingual, plural: Bilingual): Pick<ArrayField, 'label' | 'labels'> => ({
  label: plural,
  labels: { singular, plural },
})
