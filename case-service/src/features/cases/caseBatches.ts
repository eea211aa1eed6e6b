import { asc, sql, type SQL } from 'drizzle-orm'
import type { Executor } from '@case/db/client'
import { cases } from '@case/db/schema'
import { casesInScope } from './caseScope'
import type { CaseColumns } from './selectedColumns'

type CaseRow = typeof cases.$inferSelect

/**
 * The cases in scope that meet `conditions`, oldest first (datum, id), read in keyset batches of
 * `size`: memory stays flat and no OFFSET scan grows with the number of cases. Only non-empty
 * batches are yielded; `columns` must include id and datum (the keyset).
 */
export async function* caseBatches<K extends keyof CaseRow>(
  db: Executor,
  columns: Pick<CaseColumns, K | 'id' | 'datum'>,
  conditions: (SQL | undefined)[],
  size: number,
): AsyncGenerator<Pick<CaseRow, K | 'id' | 'datum'>[]> {
  let after: { datum: string; id: string } | undefined
  for (;;) {
    const batch = (await db
      .select(columns)
      .from(cases)
      .where(
        casesInScope(
          ...conditions,
          after && sql`(${cases.datum}, ${cases.id}) > (${after.datum}::date, ${after.id}::uuid)`,
        ),
      )
      .orderBy(asc(cases.datum), asc(cases.id))
      .limit(size)) as Pick<CaseRow, K | 'id' | 'datum'>[]
    if (batch.length > 0) yield batch
    const last = batch.at(-1)
    if (!last || batch.length < size) return
    after = { datum: last.datum, id: last.id }
  }
}
