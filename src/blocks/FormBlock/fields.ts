import type { Form } from '@/payload-types'

type FormBuilderField = NonNullable<Form['fields']>[number]

/**
 * The input kinds the public form renders (payment and upload are off in the form builder;
 * its message, country and state fields are not rendered yet).
 */
export const PUBLIC_FIELD_KINDS = ['text', 'email', 'textarea', 'number', 'select', 'checkbox', 'date'] as const
export type PublicFieldKind = (typeof PUBLIC_FIELD_KINDS)[number]

/** A form field as the browser gets it: plain, serializable, no editor metadata. */
export type PublicField = {
  kind: PublicFieldKind
  name: string
  label: string
  required: boolean
  width: number
  options: { label: string; value: string }[]
  defaultValue: string
}

export function toPublicField(field: FormBuilderField): PublicField | null {
  const kind = field.blockType as PublicFieldKind
  if (!PUBLIC_FIELD_KINDS.includes(kind)) return null
  const record = field as Record<string, unknown>
  if (typeof record.name !== 'string') return null
  const name = record.name
  const options = Array.isArray(record.options) ? (record.options as { label?: string; value?: string }[]) : []
  return {
    kind,
    name,
    label: typeof record.label === 'string' ? record.label : name,
    required: record.required === true,
    width: typeof record.width === 'number' ? record.width : 100,
    options: options
      .filter((option) => option.value)
      .map((option) => ({ label: option.label ?? String(option.value), value: String(option.value) })),
    defaultValue: record.defaultValue === undefined || record.defaultValue === null ? '' : String(record.defaultValue),
  }
}

export type FieldErrors = Record<string, string>

/** Checks the browser can do before sending (the endpoint checks again). */
export function validateSubmission(
  fields: PublicField[],
  values: Record<string, string>,
  messages: { required: string; email: string },
): FieldErrors {
  const errors: FieldErrors = {}
  for (const field of fields) {
    const value = (values[field.name] ?? '').trim()
    if (field.required && (value === '' || (field.kind === 'checkbox' && value !== 'true')))
      errors[field.name] = messages.required
    else if (field.kind === 'email' && value !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value))
      errors[field.name] = messages.email
  }
  return errors
}
