import type { PayloadRequest, Where } from 'payload'
import { z } from 'zod'
import { recordIdParam } from './inputRules'

const day = /^\d{4}-\d{2}-\d{2}$/
// Four-digit years only, with a day to spare: a date-only `to` moves one day on (see dateRange).
const EARLIEST = Date.UTC(1970, 0, 1)
const LATEST = Date.UTC(9999, 11, 31)
export const instant = z.union([z.iso.date(), z.iso.datetime({ offset: true })]).refine((value) => {
  const time = Date.parse(value)
  return time >= EARLIEST && time < LATEST
}, 'must lie between 1970-01-01 and 9999-12-30')

/** The list's filters as query parameters: tenant, status and a date range on `createdAt`. */
export const emailLogFilters = z.object({
  tenant: recordIdParam.optional(),
  status: z.enum(['sent', 'failed']).optional(),
  from: instant.optional(),
  to: instant.optional(),
})
export type EmailLogFilters = z.infer<typeof emailLogFilters>

/** `from` is inclusive; a date-only `to` includes that whole day (UTC). */
export function dateRange({ from, to }: Pick<EmailLogFilters, 'from' | 'to'>): { from?: Date; to?: Date } {
  const end = to ? new Date(day.test(to) ? `${to}T00:00:00.000Z` : to) : undefined
  if (end && to && day.test(to)) end.setUTCDate(end.getUTCDate() + 1)
  return { from: from ? new Date(day.test(from) ? `${from}T00:00:00.000Z` : from) : undefined, to: end }
}

export function emailLogWhere(filters: EmailLogFilters, req: PayloadRequest): Where {
  const and: Where[] = []
  if (filters.tenant) and.push({ tenant: { equals: filters.tenant } })
  if (filters.status) and.push({ status: { equals: filters.status } })
  const { from, to } = dateRange(filters)
  if (from) and.push({ createdAt: { greater_than_equal: from.toISOString() } })
  if (to) and.push({ createdAt: { less_than: to.toISOString() } })
  // The admin list's own `where` (as in its URL) works as well; access applies to it like to a list.
  const listWhere = req.query?.where
  if (listWhere && typeof listWhere === 'object') and.push(listWhere as Where)
  return { and }
}
