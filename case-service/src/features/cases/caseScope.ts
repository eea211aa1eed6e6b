import { and, eq, type SQL } from 'drizzle-orm'
import { cases } from '@case/db/schema'
import { caseEnv } from '@case/env'

/**
 * The insurer filter. This service exists for ONE insurer (VERSICHERUNG_FILTER); cases of any
 * other insurer must be invisible everywhere. Every query on `cases` builds its WHERE clause
 * with `casesInScope(...)` — the only place the filter is applied (a unit test checks that no
 * module queries `cases` without it).
 */
export function configuredInsurer(): string {
  const insurer = caseEnv().VERSICHERUNG_FILTER
  if (!insurer) throw new Error('VERSICHERUNG_FILTER must be set (the insurer whose cases this service serves)')
  return insurer
}

export function casesInScope(...conditions: (SQL | undefined)[]): SQL {
  return and(eq(cases.versicherung, configuredInsurer()), ...conditions) as SQL
}
