import { z } from 'zod'

/** A field of a form-builder form, as far as a submission's answers need it. */
export type FormFieldDefinition = { blockType: string; name?: string | null; label?: string | null }
type SubmittedValue = { field: string; value: string }

/** One answer of a submission, labelled as the form asked it; `kind` says how to show it. */
export type Answer = { name: string; label: string; value: string; kind: 'email' | 'message' | 'text' }

const KIND: Record<string, Answer['kind']> = { email: 'email', textarea: 'message' }
const isEmail = (value: string) => z.email().safeParse(value).success

/**
 * The answers in the form's order, labelled with the form's labels (a submitted field the form no longer has keeps
 * its name), so a submission reads as the visitor filled it in rather than as "Feld: name / Wert: …" pairs.
 */
export function labelledAnswers(
  fields: readonly FormFieldDefinition[] | null | undefined,
  submitted: readonly SubmittedValue[] | null | undefined,
): Answer[] {
  const values = new Map((submitted ?? []).map((entry) => [entry.field, entry.value]))
  const known = (fields ?? []).filter((field): field is FormFieldDefinition & { name: string } => !!field.name)
  const answers: Answer[] = known
    .filter((field) => values.has(field.name))
    .map((field) => ({
      name: field.name,
      label: field.label?.trim() || field.name,
      value: values.get(field.name) ?? '',
      // A plain text field named "email" holds an address too (older forms).
      kind: KIND[field.blockType] ?? (field.name === 'email' ? 'email' : 'text'),
    }))
  const names = new Set(known.map((field) => field.name))
  for (const [name, value] of values)
    if (!names.has(name)) answers.push({ name, label: name, value, kind: name === 'email' ? 'email' : 'text' })
  return answers
}

/** Where a reply goes: the submission's first valid e-mail answer (never an address a client sends along). */
export const replyAddress = (answers: readonly Answer[]): string | undefined =>
  answers.find((answer) => answer.kind === 'email' && isEmail(answer.value.trim()))?.value.trim()

/** Who wrote: the name answer, else the reply address. */
export const senderOf = (answers: readonly Answer[]): string | undefined =>
  answers.find((answer) => answer.name === 'name' && answer.value.trim())?.value.trim() ?? replyAddress(answers)

/** The submission's title in lists and its edit view: "Kontaktformular – Anna Schmidt". */
export const submissionTitle = (formTitle: string | null | undefined, answers: readonly Answer[]): string =>
  [formTitle?.trim(), senderOf(answers)].filter(Boolean).join(' – ').slice(0, 200)
