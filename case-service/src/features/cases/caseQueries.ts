import { and, asc, count, desc, eq, isNotNull, isNull, or, type SQL } from 'drizzle-orm'
import type { Db } from '@case/db/client'
import { cases } from '@case/db/schema'
import { notFound } from '@case/http/apiError'
import { pageOffset } from '@case/features/users/pagination'
import { casesInScope } from './caseScope'

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
  erstgespraech: cases.erstgespraech,
  abbruch: cases.abbruch,
  unterlagen: cases.unterlagen,
  gutachten: cases.gutachten,
  fg: cases.fg,
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

/** The database or a transaction of it. */
export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>

export type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0]

/** No ICD-10 code yet (pending-ICD list, coding template). */
export const needsIcd = (): SQL => isNull(cases.icd10)

/** Gutachten marked, but its result or the therapy-change flag (report sheets Gutachten/Therapieänderungen) is missing. */
export const needsCodingFields = (): SQL =>
  and(eq(cases.gutachten, true), or(isNull(cases.gutachten_ergebnis), isNull(cases.therapieaenderung))) as SQL

/** The coding queue: anything an admin still has to code. */
export const needsAnyCoding = (): SQL => or(needsIcd(), needsCodingFields()) as SQL

/** Oldest first, the order in which the coding backlog is worked off. */
export const OLDEST_FIRST = [asc(cases.datum), asc(cases.id)]

export const CASE_SORTS = ['datum', '-datum', 'fall_id', '-fall_id', 'created_at', '-created_at', 'updated_at', '-updated_at'] as const
export type CaseSort = (typeof CASE_SORTS)[number]

const SORT_COLUMNS = { datum: cases.datum, fall_id: cases.fall_id, created_at: cases.created_at, updated_at: cases.updated_at }

/** `-datum` → datum descending; the id breaks ties so pages never overlap. */
export function caseOrder(sort: CaseSort): SQL[] {
  const descending = sort.startsWith('-')
  const column = SORT_COLUMNS[(descending ? sort.slice(1) : sort) as keyof typeof SORT_COLUMNS]
  return descending ? [desc(column), desc(cases.id)] : [asc(column), asc(cases.id)]
}

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

export type CasePage = { items: CaseRow[]; total: number }

/** One page of in-scope cases and the total over the same WHERE. */
export async function pageOfCases(
  db: Executor,
  conditions: (SQL | undefined)[],
  order: SQL[],
  page: { page: number; page_size: number },
): Promise<CasePage> {
  const where = casesInScope(...conditions)
  const [items, totals] = await Promise.all([
    db
      .select(caseColumns)
      .from(cases)
      .where(where)
      .orderBy(...order)
      .limit(page.page_size)
      .offset(pageOffset(page)),
    db.select({ total: count() }).from(cases).where(where),
  ])
  return { items, total: totals[0]?.total ?? 0 }
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
