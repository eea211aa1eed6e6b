/**
 * The dashboard's figures from already loaded documents: pure, so the day boundaries and the
 * merging are unit-tested (tests/unit/dashboardAggregate.test.ts) apart from the queries.
 */

export const DASHBOARD_TIME_ZONE = 'Europe/Berlin'

export type EmailDay = { day: string; sent: number; failed: number }
export type EmailLogRow = { createdAt: string; status?: string | null }

const dayKey = (date: Date, timeZone: string) =>
  // en-CA spells dates as YYYY-MM-DD, which also sorts.
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date)

/** The last `days` calendar days (in `timeZone`) up to and including the day of `now`, oldest first. */
export function lastDays(now: Date, days: number, timeZone = DASHBOARD_TIME_ZONE): string[] {
  const keys = new Set<string>()
  // Stepping back in 12-hour steps finds every calendar day, also across DST changes.
  for (let offset = 0; keys.size < days && offset < days * 3; offset += 1)
    keys.add(dayKey(new Date(now.getTime() - offset * 12 * 3600_000), timeZone))
  return [...keys].reverse()
}

/** E-mails sent and failed per calendar day over the last `days` days; days without mail count 0. */
export function emailsPerDay(
  logs: readonly EmailLogRow[],
  now: Date,
  days = 7,
  timeZone = DASHBOARD_TIME_ZONE,
): EmailDay[] {
  const series = new Map(lastDays(now, days, timeZone).map((day) => [day, { day, sent: 0, failed: 0 }]))
  for (const log of logs) {
    const entry = series.get(dayKey(new Date(log.createdAt), timeZone))
    if (!entry) continue
    if (log.status === 'sent') entry.sent += 1
    else if (log.status === 'failed') entry.failed += 1
  }
  return [...series.values()]
}

export type DraftItem = { collection: string; id: number | string; title: string; updatedAt: string; tenant?: string }

/** Drafts of several collections as one list, most recently changed first. */
export function latestDrafts(lists: readonly (readonly DraftItem[])[], limit: number): DraftItem[] {
  return lists
    .flat()
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
    .slice(0, limit)
}

/** A document's title for the lists: its `useAsTitle` value, else its id. */
export function titleOf(doc: Record<string, unknown>, useAsTitle: string | undefined): string {
  const value = useAsTitle ? doc[useAsTitle] : undefined
  return typeof value === 'string' && value.trim() !== '' ? value : `#${String(doc.id)}`
}

/** The tenant's name for a document's `tenant` value (an id or a populated tenant). */
export function tenantNameOf(tenant: unknown, names: ReadonlyMap<string, string>): string | undefined {
  const id = typeof tenant === 'object' && tenant !== null ? (tenant as { id?: unknown }).id : tenant
  return id === undefined || id === null ? undefined : names.get(String(id))
}

/** The tenant id in the tenant selector's cookie (`payload-tenant`), if it is one of `readable`. */
export function selectedTenant(cookieHeader: string | null, readable: Map<string, string>): string | undefined {
  const value = (cookieHeader ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('payload-tenant='))
    ?.slice('payload-tenant='.length)
  const id = value ? decodeURIComponent(value) : undefined
  return id && readable.has(id) ? id : undefined
}
