import { inArray, sql, type SQL } from 'drizzle-orm'
import { cases } from '@case/db/schema'
import type { ReportType } from './reportTypes'

/** The Fallgruppen filter of a report type as a condition (none for 'all'). */
export function fallgruppeCondition(type: ReportType): SQL | undefined {
  return type.fallgruppen === 'all' ? undefined : inArray(cases.fallgruppe, [...type.fallgruppen])
}

/** count(*) of the rows meeting `condition`, as a JS number. */
export const countWhere = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`
