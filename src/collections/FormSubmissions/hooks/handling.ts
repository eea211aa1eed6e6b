import type { CollectionAfterOperationHook, CollectionBeforeChangeHook, CollectionBeforeValidateHook } from 'payload'
import type { FormSubmission } from '@/payload-types'
import { labelledAnswers, submissionTitle } from '../answers'

type Note = NonNullable<FormSubmission['internalNotes']>[number]

/**
 * New notes get the current user and time; existing notes (matched by row id) keep their text,
 * author and time whatever the client sends.
 */
export const stampInternalNotes: CollectionBeforeChangeHook<FormSubmission> = ({ data, originalDoc, req }) => {
  if (!Array.isArray(data.internalNotes)) return data
  const existing = new Map((originalDoc?.internalNotes ?? []).filter((note) => note.id).map((note) => [note.id, note]))
  data.internalNotes = data.internalNotes.map((note): Note => {
    const stored = note.id ? existing.get(note.id) : undefined
    if (stored) return { ...note, note: stored.note, author: stored.author, createdAt: stored.createdAt }
    return {
      ...note,
      author: req.user?.collection === 'users' ? Number(req.user.id) : null,
      createdAt: new Date().toISOString(),
    }
  })
  return data
}

/** Marking a submission as responded records when, unless a date was given. */
export const stampResponse: CollectionBeforeChangeHook<FormSubmission> = ({ data }) => {
  if (data.response?.responded && !data.response.respondedAt) data.response.respondedAt = new Date().toISOString()
  return data
}

/** A new submission's title: its form and who wrote ("Kontaktformular – Anna Schmidt"); fixed like its answers. */
export const titleFromAnswers: CollectionBeforeChangeHook<FormSubmission> = async ({ data, operation, req }) => {
  if (operation !== 'create' || !data.form) return data
  const form = await req.payload.findByID({
    collection: 'forms',
    id: typeof data.form === 'object' ? data.form.id : data.form,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  data.title = submissionTitle(form?.title, labelledAnswers(form?.fields, data.submissionData)) || null
  return data
}

/** A submission belongs to its form's tenant, whoever creates it (and it cannot point elsewhere). */
export const tenantFromForm: CollectionBeforeValidateHook<FormSubmission> = async ({ data, operation, req }) => {
  if (operation !== 'create' || !data?.form) return data
  const formId = typeof data.form === 'object' ? data.form.id : data.form
  const form = await req.payload.findByID({
    collection: 'forms',
    id: formId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  if (form?.tenant) data.tenant = typeof form.tenant === 'object' ? form.tenant.id : form.tenant
  return data
}

/**
 * `new` → `read` the first time a user opens a submission (admin edit view, REST/GraphQL by id).
 * List reads do not count. The update carries a context flag so it never triggers itself.
 */
export const markReadWhenOpened: CollectionAfterOperationHook<'form-submissions'> = async ({
  operation,
  req,
  result,
}) => {
  if (operation !== 'findByID' || !req.user || req.context.formSubmissionAutoRead) return result
  const doc = result as FormSubmission | null
  if (!doc || doc.status !== 'new') return result
  await req.payload.update({
    collection: 'form-submissions',
    id: doc.id,
    data: { status: 'read' },
    overrideAccess: true,
    depth: 0,
    req,
    context: { formSubmissionAutoRead: true },
  })
  return { ...doc, status: 'read' } as typeof result
}
