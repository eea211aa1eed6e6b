import { count, getTableColumns, getTableName } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '@case/db/client'
import { keysetPage, listFingerprint, sortKeyOf, type KeysetOrder, type ListRequest } from '@case/db/keysetPagination'

/** One page of the admin list of a whole table (users, invitations: no filter), by cursor in `order`. */
export function pageOfTable<T extends PgTable & { $inferSelect: { id: string } }>(
  db: Db,
  request: ListRequest,
  table: T,
  order: KeysetOrder,
) {
  return keysetPage(request, {
    fingerprint: listFingerprint(getTableName(table), {}),
    order,
    fetch: async ({ after, orderBy, limit }) => {
      const rows = await db
        .select({ ...getTableColumns(table), sort_key: sortKeyOf(order) })
        .from(table as PgTable)
        .where(after)
        .orderBy(...orderBy)
        .limit(limit)
      // drizzle cannot name the row type of a generic table: it is the table's row plus the sort key.
      return rows as unknown as (T['$inferSelect'] & { sort_key: string })[]
    },
    count: async () => (await db.select({ value: count() }).from(table as PgTable))[0]?.value ?? 0,
  })
}
