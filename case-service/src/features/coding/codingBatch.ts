import { ApiError, unprocessable, type FieldError } from '@case/http/apiError'
import { strictInput, zodFieldErrors } from '@case/http/validation'
import { CODING_FIELDS, codingBatchBody, type CodingChanges } from './schemas'

export type CodingItem = { case_id: string; version: number; changes: CodingChanges }

/** A batch problem pinned to the item it belongs to. */
export type BatchItemError = FieldError & { index: number; case_id: string | null }

export function changesOf(body: Record<string, unknown>): CodingChanges {
  return Object.fromEntries(
    CODING_FIELDS.filter((field) => body[field] !== undefined).map((field) => [field, body[field]]),
  )
}

/** The batch body, every item checked before anything is written; problems come back per item. */
export function validateBatch(body: unknown): CodingItem[] {
  // Closed like every body route() parses (strictInput), though this one parses itself.
  const parsed = strictInput(codingBatchBody).safeParse(body)
  if (!parsed.success) {
    const rawItems = (body as { items?: unknown })?.items
    const itemErrors = parsed.error.issues.filter(
      (issue) => issue.path[0] === 'items' && typeof issue.path[1] === 'number',
    )
    if (itemErrors.length === 0 || !Array.isArray(rawItems))
      throw unprocessable('Request validation failed', zodFieldErrors(parsed.error))
    throw batchInvalid(
      itemErrors.map((issue) => {
        const index = issue.path[1] as number
        const caseId = (rawItems[index] as { case_id?: unknown } | undefined)?.case_id
        return {
          index,
          case_id: typeof caseId === 'string' ? caseId : null,
          field: issue.path.slice(2).join('.') || '(item)',
          message: issue.message,
        }
      }),
    )
  }
  const firstIndex = new Map<string, number>()
  const duplicates: BatchItemError[] = []
  parsed.data.items.forEach((item, index) => {
    const earlier = firstIndex.get(item.case_id)
    if (earlier === undefined) firstIndex.set(item.case_id, index)
    else duplicates.push({ index, case_id: item.case_id, field: 'case_id', message: `Same case as item ${earlier}` })
  })
  if (duplicates.length > 0) throw batchInvalid(duplicates)
  return parsed.data.items.map(({ case_id, version, ...fields }) => ({ case_id, version, changes: changesOf(fields) }))
}

function batchInvalid(errors: BatchItemError[]): ApiError {
  return new ApiError(422, 'validation_error', 'Batch validation failed; nothing was written', sortByIndex(errors))
}

export function sortByIndex(errors: BatchItemError[]): BatchItemError[] {
  return [...errors].sort((a, b) => a.index - b.index)
}
