import { createHash } from 'node:crypto'
import { asc, desc, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import { ApiError } from '@case/http/apiError'

/**
 * Keyset ("seek") pagination for the list endpoints. A page is `WHERE (sort, id) > (last seen)
 * ORDER BY sort, id LIMIT n`, so its cost does not grow with the page number or the table size,
 * and rows inserted between two requests never shift the next page. The position travels as an
 * opaque cursor: base64url JSON of the list it belongs to, the last row's sort key and id.
 *
 * Sort keys are carried as integers or text computed by PostgreSQL, never as JS Dates: a
 * timestamptz has microseconds, a Date only milliseconds, and a rounded key would skip or repeat
 * rows that share the millisecond.
 */

/** How a sort column's value is written into a cursor. */
export type KeyKind = 'timestamp' | 'date' | 'integer' | 'text'
export type IdKind = 'uuid' | 'bigint'

export type KeysetOrder = {
  /** A column, or an expression over columns (one key for a sort by several columns). */
  column: AnyColumn | SQL
  kind: KeyKind
  descending: boolean
  /** The unique tie-breaker, sorted in the same direction. */
  id: AnyColumn
  idKind: IdKind
}

export type Cursor = { list: string; key: string; id: string }

const KEY_FORMAT: Record<KeyKind, z.ZodType<string>> = {
  // microseconds since the epoch
  timestamp: z.string().regex(/^-?\d{1,17}$/),
  // days since 1970-01-01
  date: z.string().regex(/^-?\d{1,7}$/),
  integer: z.string().regex(/^-?\d{1,18}$/),
  text: z
    .string()
    .max(500)
    .refine((value) => !value.includes('\0')),
}

const ID_FORMAT: Record<IdKind, z.ZodType<string>> = {
  uuid: z.uuid(),
  bigint: z.string().regex(/^\d{1,18}$/),
}

const cursorJson = z.strictObject({ l: z.string().regex(/^[A-Za-z0-9_-]{16}$/), k: z.string(), i: z.string() })

/** base64url of the cursor JSON; the size cap keeps a pasted blob from being parsed at all. */
export const cursorParam = z
  .string()
  .max(800)
  .regex(/^[A-Za-z0-9_-]+$/)
  .describe('Opaque position from next_cursor of the previous page; only valid with the same list, filters and sort')

/**
 * Which list, filters and sort a cursor belongs to. A cursor handed to another list, filter or
 * sort would seek by the wrong column, so it is refused (400 invalid_cursor) instead.
 */
export function listFingerprint(list: string, parameters: Record<string, unknown>): string {
  const canonical = JSON.stringify([
    list,
    Object.entries(parameters)
      .filter(([, value]) => value !== undefined)
      .sort(([a], [b]) => a.localeCompare(b)),
  ])
  return createHash('sha256').update(canonical).digest('base64url').slice(0, 16)
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify({ l: cursor.list, k: cursor.key, i: cursor.id })).toString('base64url')
}

const invalidCursor = () =>
  new ApiError(
    400,
    'invalid_cursor',
    'The cursor is malformed or belongs to another list, filter or sort; start again without a cursor',
  )

/** The cursor as sent, checked against the list it is used with and the formats of its key and id. */
export function decodeCursor(text: string, list: string, order: Pick<KeysetOrder, 'kind' | 'idKind'>): Cursor {
  let json: unknown
  try {
    json = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'))
  } catch {
    throw invalidCursor()
  }
  const parsed = cursorJson.safeParse(json)
  if (!parsed.success || parsed.data.l !== list) throw invalidCursor()
  if (
    !KEY_FORMAT[order.kind].safeParse(parsed.data.k).success ||
    !ID_FORMAT[order.idKind].safeParse(parsed.data.i).success
  )
    throw invalidCursor()
  return { list, key: parsed.data.k, id: parsed.data.i }
}

/** The sort column as the text a cursor carries. */
export function sortKeyOf({ column, kind }: Pick<KeysetOrder, 'column' | 'kind'>): SQL<string> {
  switch (kind) {
    case 'timestamp':
      return sql<string>`(extract(epoch from ${column}) * 1000000)::bigint::text`
    case 'date':
      return sql<string>`(${column} - date '1970-01-01')::text`
    case 'integer':
      return sql<string>`(${column})::bigint::text`
    case 'text':
      return sql<string>`${column}`
  }
}

/** Where a page starts: the cursor's key and id, or placeholders for them in a statement prepared once. */
export type SeekPosition = Pick<Cursor, 'key' | 'id'> | { key: Placeholder; id: Placeholder }

function keyValue(kind: KeyKind, key: SeekPosition['key']): SQL {
  switch (kind) {
    case 'timestamp':
      return sql`(timestamptz 'epoch' + ${key}::bigint * interval '1 microsecond')`
    case 'date':
      return sql`(date '1970-01-01' + ${key}::integer)`
    case 'integer':
      return sql`${key}::bigint`
    case 'text':
      return sql`${key}::text`
  }
}

/** Rows after the cursor in the order's direction (a row comparison, served by a (sort, id) index). */
export function afterCursor(order: KeysetOrder, cursor: SeekPosition): SQL {
  const id = order.idKind === 'uuid' ? sql`${cursor.id}::uuid` : sql`${cursor.id}::bigint`
  return sql`(${order.column}, ${order.id}) ${sql.raw(order.descending ? '<' : '>')} (${keyValue(order.kind, cursor.key)}, ${id})`
}

export function orderByKeyset({ column, id, descending }: KeysetOrder): SQL[] {
  return descending ? [desc(column), desc(id)] : [asc(column), asc(id)]
}

/** What a list request asks (http/pagination.ts keysetPageQuery): a page size, where to start, whether to count. */
export type ListRequest = { page_size: number; cursor?: string; include_total?: boolean }

export type FetchPage<Row> = (page: { after?: SQL; orderBy: SQL[]; limit: number }) => Promise<Row[]>

export type KeysetPage<Row> = { items: Row[]; has_more: boolean; next_cursor: string | null; total?: number }

/** What a page asks its statement for: the rows after the cursor (from the start without one), one row more than shown. */
export type Seek = { cursor?: Cursor; limit: number }

/**
 * One page by cursor, one row more than asked to know whether another page follows. `total` is
 * counted only when asked; without counting it is still known — and returned — when the first page
 * holds the whole list. `position` reads a row's sort key and id for the next cursor.
 */
export async function seekPage<Row>(
  request: ListRequest,
  list: {
    fingerprint: string
    order: KeysetOrder
    fetch: (seek: Seek) => Promise<Row[]>
    position: (row: Row) => Pick<Cursor, 'key' | 'id'>
    count: () => Promise<number>
  },
): Promise<KeysetPage<Row>> {
  const cursor = request.cursor === undefined ? undefined : decodeCursor(request.cursor, list.fingerprint, list.order)
  const [fetched, counted] = await Promise.all([
    list.fetch({ cursor, limit: request.page_size + 1 }),
    request.include_total ? list.count() : undefined,
  ])
  const items = fetched.slice(0, request.page_size)
  const has_more = fetched.length > request.page_size
  const last = items.at(-1)
  const next_cursor =
    has_more && last !== undefined ? encodeCursor({ list: list.fingerprint, ...list.position(last) }) : null
  const total = counted ?? (cursor || has_more ? undefined : items.length)
  return total === undefined ? { items, has_more, next_cursor } : { items, has_more, next_cursor, total }
}

/** `seekPage` for statements built per request: `fetch` gets the WHERE part after the cursor and the ORDER BY; rows carry `sort_key`. */
export async function keysetPage<Row extends { id: string | number; sort_key: string }>(
  request: ListRequest,
  list: { fingerprint: string; order: KeysetOrder; fetch: FetchPage<Row>; count: () => Promise<number> },
): Promise<KeysetPage<Omit<Row, 'sort_key'>>> {
  const page = await seekPage(request, {
    ...list,
    fetch: ({ cursor, limit }) =>
      list.fetch({ after: cursor && afterCursor(list.order, cursor), orderBy: orderByKeyset(list.order), limit }),
    position: (row) => ({ key: row.sort_key, id: String(row.id) }),
  })
  return { ...page, items: page.items.map(({ sort_key: _sortKey, ...row }) => row) }
}
