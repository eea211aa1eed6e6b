import {
  and,
  count,
  eq,
  gte,
  isNotNull,
  isNull,
  lte,
  or,
  sql,
  type AnyColumn,
  type Placeholder,
  type SQL,
} from 'drizzle-orm'
import type { Db, Executor } from '@case/db/client'
import { cases } from '@case/db/schema'
import {
  afterCursor,
  listFingerprint,
  orderByKeyset,
  seekPage,
  sortKeyOf,
  type KeysetOrder,
  type KeysetPage,
  type ListRequest,
} from '@case/db/keysetPagination'
import { jsonRowDecoder, prepareSelect, type JsonRow, type PreparedSelect } from '@case/db/preparedSelect'
import { notFound } from '@case/http/apiError'
import { casesInScope, configuredInsurer } from './caseScope'
import type { CaseFilters } from './schemas'

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

/** No ICD-10 code yet (pending-ICD list). */
export const needsIcd = (): SQL => isNull(cases.icd10)

/** Gutachten marked, but its result or the therapy-change flag (report sheets Gutachten/Therapieänderungen) is missing. */
export const needsCodingFields = (): SQL =>
  and(eq(cases.gutachten, true), or(isNull(cases.gutachten_ergebnis), isNull(cases.therapieaenderung))) as SQL

/** The coding queue and the coding template: anything an admin still has to code. */
export const needsAnyCoding = (): SQL => or(needsIcd(), needsCodingFields()) as SQL

export const CASE_SORTS = [
  'datum',
  '-datum',
  'fall_id',
  '-fall_id',
  'created_at',
  '-created_at',
  'updated_at',
  '-updated_at',
] as const
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

/** Conditions whose values are placeholders, filled from `values`; `shape` names which are set. */
export type CaseConditions = { conditions: SQL[]; values: Record<string, unknown>; shape: string }

type Comparison = (column: AnyColumn, value: Placeholder) => SQL

/** Each filter parameter: the column it narrows and how (the range ends are inclusive). */
const FILTER_COLUMNS: { [K in Exclude<keyof CaseFilters, 'has_icd'>]-?: [AnyColumn, Comparison] } = {
  fallgruppe: [cases.fallgruppe, eq],
  fachgebiet: [cases.fachgebiet, eq],
  jahr: [cases.jahr, eq],
  kw: [cases.kw, eq],
  kw_from: [cases.kw, gte],
  kw_to: [cases.kw, lte],
  datum_from: [cases.datum, gte],
  datum_to: [cases.datum, lte],
  erstgespraech: [cases.erstgespraech, eq],
  abbruch: [cases.abbruch, eq],
  unterlagen: [cases.unterlagen, eq],
  gutachten: [cases.gutachten, eq],
  fg: [cases.fg, eq],
}

/** The filters over fields every role sees in clear, in SQL; the text search is role-dependent (caseSearch.ts). */
export function caseFilterConditions(filters: CaseFilters): CaseConditions {
  const conditions: SQL[] = []
  const values: Record<string, unknown> = {}
  const shape: string[] = []
  for (const [name, [column, compare]] of Object.entries(FILTER_COLUMNS)) {
    const value = filters[name as keyof typeof FILTER_COLUMNS]
    if (value === undefined) continue
    conditions.push(compare(column, sql.placeholder(name)))
    values[name] = value
    shape.push(name)
  }
  if (filters.has_icd !== undefined) {
    conditions.push(filters.has_icd ? isNotNull(cases.icd10) : isNull(cases.icd10))
    shape.push(filters.has_icd ? 'icd' : 'no-icd')
  }
  return { conditions, values, shape: shape.join(',') }
}

/**
 * What a list page selects of a case: its columns and `masked: false` (the stored values are in clear).
 * Presenting the page then replaces `masked` in every row instead of adding it: V8 copies an object
 * that keeps its shape many times faster (~5 against ~100 µs for a page of 50).
 */
const caseListColumns = { ...caseColumns, masked: sql<boolean>`false` }

/** A case as the list pages carry it: timestamps as ISO text, ready for JSON. */
export type CaseListRow = JsonRow<CaseRow> & { masked: boolean }

export type CasePage = KeysetPage<CaseListRow>

/**
 * The list a page belongs to. `name` and `parameters` (everything that shapes its WHERE and ORDER BY)
 * make the cursor's fingerprint, so a cursor only fits the same list. `shape` is set when the
 * conditions carry no values of their own (only placeholders, filled from `values`) and names them
 * and the order: the page statement is then built once per name, shape and paging mode; without it
 * the statement is built for this request only.
 */
export type CaseList = {
  name: string
  parameters: Record<string, unknown>
  shape?: string
  values?: Record<string, unknown>
}

const decodeCase = jsonRowDecoder(caseListColumns)
const SORT_KEY = Object.keys(caseListColumns).length
const ID = Object.keys(caseListColumns).indexOf('id')

function buildPageStatement(
  db: Db,
  conditions: (SQL | undefined)[],
  order: KeysetOrder,
  byCursor: boolean,
): PreparedSelect {
  const after = byCursor
    ? afterCursor(order, { key: sql.placeholder('cursor_key'), id: sql.placeholder('cursor_id') })
    : undefined
  const query = db
    .select({ ...caseListColumns, sort_key: sortKeyOf(order) })
    .from(cases)
    .where(casesInScope(...conditions, after))
    .orderBy(...orderByKeyset(order))
    .limit(sql.placeholder('limit'))
  return prepareSelect(db, query)
}

/** Page statements by database, then by insurer, list, shape and paging mode: a bounded set, as shapes come from code, not from clients. */
const pageStatements = new WeakMap<Db, Map<string, PreparedSelect>>()

function pageStatement(
  db: Db,
  list: CaseList,
  conditions: (SQL | undefined)[],
  order: KeysetOrder,
  byCursor: boolean,
): PreparedSelect {
  if (list.shape === undefined) return buildPageStatement(db, conditions, order, byCursor)
  const key = JSON.stringify([configuredInsurer(), list.name, list.shape, byCursor])
  let statements = pageStatements.get(db)
  if (!statements) pageStatements.set(db, (statements = new Map()))
  let statement = statements.get(key)
  if (!statement) statements.set(key, (statement = buildPageStatement(db, conditions, order, byCursor)))
  return statement
}

/** One page of in-scope cases by cursor (db/keysetPagination.ts). */
export async function pageOfCases(
  db: Db,
  list: CaseList,
  conditions: (SQL | undefined)[],
  order: KeysetOrder,
  request: ListRequest,
): Promise<CasePage> {
  const page = await seekPage(request, {
    fingerprint: listFingerprint(list.name, list.parameters),
    order,
    fetch: ({ cursor, limit }) =>
      pageStatement(
        db,
        list,
        conditions,
        order,
        cursor !== undefined,
      )({ ...list.values, cursor_key: cursor?.key, cursor_id: cursor?.id, limit }),
    position: (row) => ({ key: row[SORT_KEY] as string, id: row[ID] as string }),
    count: async () => {
      const [row] = await db
        .select({ total: count() })
        .from(cases)
        .where(casesInScope(...conditions))
        .prepare('case_count')
        .execute(list.values)
      return row?.total ?? 0
    },
  })
  return { ...page, items: page.items.map(decodeCase) }
}

export async function findCase(db: Executor, id: string): Promise<CaseRow | undefined> {
  const [row] = await db
    .select(caseColumns)
    .from(cases)
    .where(casesInScope(eq(cases.id, id)))
    .limit(1)
  return row
}

export async function getCaseOr404(db: Executor, id: string): Promise<CaseRow> {
  const row = await findCase(db, id)
  if (!row) throw notFound('Case not found')
  return row
}
