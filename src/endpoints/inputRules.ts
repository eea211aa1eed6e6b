import { z } from 'zod'

/** Largest value of a PostgreSQL `integer` (ids of every collection): a larger one makes the query fail. */
export const INT4_MAX = 2_147_483_647

/** Most documents one GraphQL list may return (GraphQL `limit`); 0 ("all") is refused. */
export const MAX_LIST_LIMIT = 100

/**
 * Most documents one REST read may return; 0 ("all") is refused. Payload's admin asks for up to 250 related
 * documents at once (the relationship cells of a list view), so the REST cap cannot be lower; one REST
 * request is one list, unlike a GraphQL request with aliases (weighted by src/lib/graphql/requestLimits.ts).
 */
export const MAX_REST_READ_LIMIT = 250

/** PostgreSQL text cannot hold NUL; a NUL in a query would fail in the database instead of answering 4xx. */
export const withoutNul = (value: string) => !value.includes('\u0000')

/** Free text from a query parameter: trimmed, 1..max characters, no NUL. */
export const queryText = (max: number) =>
  z.string().trim().min(1).max(max).refine(withoutNul, 'must not contain NUL characters')

const digits = z
  .string()
  .regex(/^\d{1,10}$/, 'must be a positive whole number')
  .transform(Number)
const int4Id = z.number().int().min(1).max(INT4_MAX)

/** A record id from a query parameter or path segment (a string of digits there). */
export const recordIdParam = digits.pipe(int4Id)

/** A record id in a JSON body: a number or a string of digits. */
export const recordId = z.union([z.number(), digits]).pipe(int4Id)
