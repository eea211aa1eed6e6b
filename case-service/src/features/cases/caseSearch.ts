import { eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import { cases, type Role } from '@case/db/schema'
import { parseFallId } from '@case/domain/fallId/fallIdRule'
import { maskKvnr } from '@case/domain/kvnr/kvnr'
import { ApiError } from '@case/http/apiError'
import { maskFallId } from './casePresentation'
import type { CaseSort } from './queries'
import { escapeLikePattern } from './likePattern'

/**
 * Who may search and sort how. A masked viewer (kasse_mitarbeiter) sees the KVNR and a legacy
 * surname only masked, so any partial match or an order over those values would tell them one bit
 * per request (prefix probing recovers a KVNR digit by digit). They get exact lookups only — the
 * complete KVNR or the complete fall_id — and the sorts over fields they see in clear. Admins see
 * everything in clear and keep the partial search.
 */
export const MASKED_VIEWER_SORTS = [
  'datum',
  '-datum',
  'created_at',
  '-created_at',
  'updated_at',
  '-updated_at',
] as const satisfies readonly CaseSort[]

export type CaseSearch = { condition: SQL; exact: boolean }

/** q as typed in the search box: trimmed, upper-cased for the exact comparison. */
export const normalizedSearchText = (q: string) => q.trim().toUpperCase()

/** Admins: part of the fall_id or the start of the KVNR, case-insensitive, `%`/`_` literal. */
function partialSearch(q: string): SQL {
  const pattern = escapeLikePattern(q)
  return or(ilike(cases.fall_id, `%${pattern}%`), ilike(cases.kvnr, `${pattern}%`)) as SQL
}

/** Masked viewers: equality with the whole KVNR or the whole fall_id, nothing partial. */
function exactSearch(q: string): SQL {
  const text = normalizedSearchText(q)
  return or(eq(cases.kvnr, text), eq(sql`upper(${cases.fall_id})`, text)) as SQL
}

export function caseSearchFor(role: Role, q: string): CaseSearch {
  return role === 'admin' ? { condition: partialSearch(q), exact: false } : { condition: exactSearch(q), exact: true }
}

/** A sort over a masked value is refused for masked viewers (400 with the allowed list). */
export function checkSortAllowed(role: Role, sort: CaseSort): void {
  if (role === 'admin' || (MASKED_VIEWER_SORTS as readonly string[]).includes(sort)) return
  throw new ApiError(
    400,
    'sort_not_allowed',
    `Sorting by ${sort.replace(/^-/, '')} is not available for your role; use one of: ${MASKED_VIEWER_SORTS.join(', ')}`,
  )
}

/** The search text as the audit log may hold it: a fall_id masked like in a masked view, anything else like a KVNR. */
export function maskSearchText(q: string): string {
  const text = normalizedSearchText(q)
  return parseFallId(text) ? maskFallId(text) : maskKvnr(text)
}
