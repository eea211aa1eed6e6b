import { Column, fillPlaceholders, is, type SQL } from 'drizzle-orm'
import { PgTimestamp } from 'drizzle-orm/pg-core'
import { postgresClientOf, type Db } from './client'

/** A row as JSON sends it: timestamps as ISO text (what `JSON.stringify` makes of a Date). */
export type JsonRow<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K]
}

/** The selected fields: columns, decoded like drizzle decodes them, or SQL expressions, passed through. */
type Fields = Record<string, Column | SQL>
type RowOf<F extends Fields> = {
  [K in keyof F]: F[K] extends Column
    ? F[K]['_']['data'] | (F[K]['_']['notNull'] extends true ? never : null)
    : F[K] extends SQL<infer T>
      ? T
      : never
}

/** Runs the statement with its placeholders filled from `values`; rows as value arrays in the order of the selection. */
export type PreparedSelect = (values: Record<string, unknown>) => Promise<unknown[][]>

/**
 * A SELECT that drizzle builds once (the values that change per request as `sql.placeholder`s) and
 * postgres.js runs as a prepared statement, rows as value arrays (decoded by `jsonRowDecoder`). For the
 * hot list pages: drizzle's own prepared query maps every field of every row through `is()` checks,
 * and Date values push `JSON.stringify` off its fast path.
 */
export function prepareSelect(db: Db, query: { toSQL(): { sql: string; params: unknown[] } }): PreparedSelect {
  const client = postgresClientOf(db)
  const { sql: text, params } = query.toSQL()
  return (values) => client.unsafe(text, fillPlaceholders(params, values) as never[], { prepare: true }).values()
}

/** A timestamptz as PostgreSQL writes it in a UTC session ("2026-11-27 10:25:58.744123+00"). */
const UTC_TIMESTAMP = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?\+00$/

/** What `JSON.stringify` writes for the Date drizzle makes of a timestamptz: ISO text with milliseconds (truncated) and Z. */
export function isoTimestamp(text: string): string {
  const utc = UTC_TIMESTAMP.exec(text)
  if (!utc) return new Date(text).toJSON()
  return `${utc[1]}T${utc[2]}.${(utc[3] ?? '').padEnd(3, '0').slice(0, 3)}Z`
}

function decoderOf(field: Column | SQL): (value: unknown) => unknown {
  if (!is(field, Column)) return (value) => value
  const column: Column = field
  // Parsing into a Date and writing it out again costs more than the rest of the row together.
  if (is(column, PgTimestamp) && column.withTimezone)
    return (value) => (value === null ? null : isoTimestamp(value as string))
  return (value) => {
    if (value === null) return null
    const decoded: unknown = column.mapFromDriverValue(value)
    return decoded instanceof Date ? decoded.toJSON() : decoded
  }
}

/**
 * The leading fields of a value-array row (a statement selecting `fields` first) as an object, each
 * decoded once into its JSON form. The object is built by a literal generated from the field names
 * (names from code, quoted with JSON.stringify): every row then has one shape, which keeps the
 * spreads and the `JSON.stringify` that follow on V8's fast paths (a loop of keyed stores does not).
 */
export function jsonRowDecoder<F extends Fields>(fields: F): (values: readonly unknown[]) => JsonRow<RowOf<F>> {
  const properties = Object.keys(fields).map(
    (key, index) => `${JSON.stringify(key)}: decoders[${index}](values[${index}])`,
  )
  const build = new Function('decoders', `return (values) => ({ ${properties.join(', ')} })`) as (
    decoders: ((value: unknown) => unknown)[],
  ) => (values: readonly unknown[]) => JsonRow<RowOf<F>>
  return build(Object.values(fields).map(decoderOf))
}
