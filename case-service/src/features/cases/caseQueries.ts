import { and, count, eq, isNotNull, isNull, or, type SQL } from 'drizzle-orm'
import type { Executor } from '@case/db/client'
import { cases } from '@case/db/schema'
import { keysetPage, listFingerprint, sortKeyOf, type KeysetOrder, type KeysetPage, type ListRequest } from '@case/db/keysetPagination'
import { notFound } from '@case/http/apiError'
import { casesInScope } from './caseScope'

/** The five yes/no markers of a case, in the order every list and workbook shows them. */
export const caseMarkerColumns = {
  erstgespraech: cases.erstgespraech,
  abbruch: cases.abbruch,
  unterlagen: cases.unterlagen,
  gutachten: cases.gutachten,
  fg: cases.fg,
}

/** Everything a client may see of a case; `versicherung` and the billing sync columns stay inside. */
export const caseColumns = {
  id: cases.id,
  fall_id: cases.fall_id,
  kvnr: cases.kvnr,
  datum: cases.datum,
  jahr: cases.jahr,
  kw: cases.kw,
  fallgruppe: cases.fallgruppe,
  fachgebiet: cases.fachgebiet,
  icd10: cases.icd10,
  ...caseMarkerColumns,
  gutachten_ergebnis: cases.gutachten_ergebnis,
  therapieaenderung: cases.therapieaenderung,
  nachname: cases.nachname,
  vorname: cases.vorname,
  geburtsdatum: cases.geburtsdatum,
  version: cases.version,
  created_at: cases.created_at,
  updated_at: cases.updated_at,
}

export type CaseRow = Pick<typeof cases.$inferSelect, keyof typeof caseColumns>

/** No ICD-10 code yet (pending-ICD list, coding template). */
export const needsIcd = (): SQL => isNull(cases.icd10)

/** Gutachten marked, but its result or the therapy-change flag (report sheets Gutachten/Therapieänderungen) is missing. */
export const needsCodingFields = (): SQL =>
  and(eq(cases.gutachten, true), or(isNull(cases.gutachten_ergebnis), isNull(cases.therapieaenderung))) as SQL

/** The coding queue: anything an admin still has to code. */
export const needsAnyCoding = (): SQL => or(needsIcd(), needsCodingFields()) as SQL

export const CASE_SORTS = ['datum', '-datum', 'fall_id', '-fall_id', 'created_at', '-created_at', 'updated_at', '-updated_at'] as const
export type CaseSort = (typeof CASE_SORTS)[number]

const SORT_COLUMNS = {
  datum: { column: cases.datum, kind: 'date' },
  fall_id: { column: cases.fall_id, kind: 'text' },
  created_at: { column: cases.created_at, kind: 'timestamp' },
  updated_at: { column: cases.updated_at, kind: 'timestamp' },
} as const

/** `-datum` → datum descending; the id breaks ties so pages never overlap. */
export function caseOrder(sort: CaseSort): KeysetOrder {
  const descending = sort.startsWith('-')
  const { column, kind } = SORT_COLUMNS[(descending ? sort.slice(1) : sort) as keyof typeof SORT_COLUMNS]
  return { column, kind, descending, id: cases.id, idKind: 'uuid' }
}

/** Oldest first, the order in which the coding backlog is worked off. */
export const OLDEST_FIRST = caseOrder('datum')

export type CaseFilters = { jahr?: number; kw?: number; fallgruppe?: string; has_icd?: boolean }

/** The filters over fields every role sees in clear; the text search is role-dependent (caseSearch.ts). */
export function caseFilterConditions({ jahr, kw, fallgruppe, has_icd }: CaseFilters, search?: SQL): (SQL | undefined)[] {
  return [
    jahr === undefined ? undefined : eq(cases.jahr, jahr),
    kw === undefined ? undefined : eq(cases.kw, kw),
    fallgruppe === undefined ? undefined : eq(cases.fallgruppe, fallgruppe),
    has_icd === undefined ? undefined : has_icd ? isNotNull(cases.icd10) : isNull(cases.icd10),
    search,
  ]
}

export type CasePage = KeysetPage<CaseRow>

/**
 * One page of in-scope cases by cursor or page number (db/keysetPagination.ts). `list` names the
 * endpoint and everything that shapes its WHERE and ORDER BY, so a cursor only fits the same list.
 */
export function pageOfCases(
  db: Executor,
  list: { name: string; parameters: Record<string, unknown> },
  conditions: (SQL | undefined)[],
  order: KeysetOrder,
  request: ListRequest,
): Promise<CasePage> {
  return keysetPage(request, {
    fingerprint: listFingerprint(list.name, list.parameters),
    order,
    // Prepared (postgres.js keeps it per connection by its text): one round trip instead of two.
    fetch: ({ after, orderBy, limit, offset }) =>
      db
        .select({ ...caseColumns, sort_key: sortKeyOf(order) })
        .from(cases)
        .where(casesInScope(...conditions, after))
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset)
        .prepare('case_page')
        .execute(),
    count: async () => {
      const [row] = await db.select({ total: count() }).from(cases).where(casesInScope(...conditions))
      return row?.total ?? 0
    },
  })
}

export async function findCase(db: Executor, id: string): Promise<CaseRow | undefined> {
  const [row] = await db.select(caseColumns).from(cases).where(casesInScope(eq(cases.id, id))).limit(1)
  return row
}

export async function getCaseOr404(db: Executor, id: string): Promise<CaseRow> {
  const row = await findCase(db, id)
  if (!row) throw notFound('Case not found')
  return row
}
