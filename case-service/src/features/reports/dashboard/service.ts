import { eq, lte, sql } from 'drizzle-orm'
import type { AuthUser } from '@case/features/auth/withAuth'
import type { Db } from '@case/db/client'
import { cases, disclosureRequests } from '@case/db/schema'
import { needsCodingFields, needsIcd } from '@case/features/cases/queries'
import { casesInScope } from '@case/features/cases/caseScope'
import { isoWeekOf, weeksInIsoYear, type IsoWeek } from '@case/domain/weeks/isoWeek'
import { countsPerFallgruppe, percentChange, previousIsoWeek, weeklyPoints, type WeeklyPoint } from './dashboardFigures'
import { countWhere } from '@case/features/reports/reportSql'

/**
 * KPIs for the reference week (default: the current ISO week in Europe/Berlin). Disclosures
 * count all requests for an admin and the caller's own for an employee.
 */
export async function dashboardKpis(db: Db, user: AuthUser, reference: IsoWeek = isoWeekOf(new Date())) {
  const { jahr, kw } = reference
  const last = previousIsoWeek(reference)
  const isWeek = (week: IsoWeek) => sql`${cases.jahr} = ${week.jahr} and ${cases.kw} = ${week.kw}`
  const [totals] = await db
    .select({
      cases_this_year: countWhere(sql`${cases.jahr} = ${jahr} and ${cases.kw} <= ${kw}`),
      cases_this_kw: countWhere(isWeek(reference)),
      cases_last_kw: countWhere(isWeek(last)),
      pending_icd: countWhere(needsIcd()), // the pending-ICD list's condition
      pending_coding: countWhere(needsCodingFields()), // the pending-coding list's condition
    })
    .from(cases)
    .where(casesInScope())
  const perFallgruppe = await db
    .select({ fallgruppe: cases.fallgruppe, cases: sql<number>`count(*)::int` })
    .from(cases)
    .where(casesInScope(eq(cases.jahr, jahr), lte(cases.kw, kw)))
    .groupBy(cases.fallgruppe)
  const [disclosures] = await db
    .select({
      pending: countWhere(sql`${disclosureRequests.status} = 'pending'`),
      approved_valid: countWhere(
        sql`${disclosureRequests.status} = 'approved' and ${disclosureRequests.valid_until} > now()`,
      ),
    })
    .from(disclosureRequests)
    .innerJoin(cases, eq(cases.id, disclosureRequests.case_id))
    .where(casesInScope(user.role === 'admin' ? undefined : eq(disclosureRequests.requester_id, user.id)))
  const { cases_this_kw, cases_last_kw } = totals!
  return {
    jahr,
    kw,
    ...totals!,
    change_vs_last_kw: cases_this_kw - cases_last_kw,
    change_vs_last_kw_percent: percentChange(cases_this_kw, cases_last_kw),
    open_disclosures: disclosures!,
    per_fallgruppe: countsPerFallgruppe(perFallgruppe),
  }
}

/** One point per KW of `jahr`: up to the current week for the current year, the whole year otherwise. */
export async function weeklySeries(
  db: Db,
  jahr: number,
  today: IsoWeek = isoWeekOf(new Date()),
): Promise<WeeklyPoint[]> {
  const groups = await db
    .select({ kw: cases.kw, fallgruppe: cases.fallgruppe, cases: sql<number>`count(*)::int` })
    .from(cases)
    .where(casesInScope(eq(cases.jahr, jahr), jahr === today.jahr ? lte(cases.kw, today.kw) : undefined))
    .groupBy(cases.kw, cases.fallgruppe)
  return weeklyPoints(jahr, jahr === today.jahr ? today.kw : weeksInIsoYear(jahr), groups)
}
