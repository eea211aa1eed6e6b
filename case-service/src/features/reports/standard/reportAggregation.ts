import { and, eq, lte, sql } from 'drizzle-orm'
import type { Db } from '@case/db/client'
import { cases } from '@case/db/schema'
import { casesInScope } from '@case/features/cases/caseScope'
import { countWhere, fallgruppeCondition } from '@case/features/reports/reportSql'
import type { ReportType } from '@case/features/reports/reportTypes'
import type { ReportAggregates } from './reportSheets'

/**
 * ICD-10-GM chapter II (neoplasms, C00–D48) — the SQL twin of domain/icd10 isOncologyIcd
 * (a unit test holds them together). Stored codes are normalised (upper case, see normalizeIcd10).
 */
export const ONCOLOGY_ICD_PATTERN = '^(C[0-9]{2}|D([0-3][0-9]|4[0-8]))'

export type ReportPeriod = { jahr: number; kw_to: number }

/**
 * Every figure of the five sheets, grouped in SQL over the insurer's cases of ISO week-year
 * `jahr`, KW 1..kw_to. Three GROUP BYs in one read-only snapshot, so the sheets agree with each other.
 */
export async function aggregateReport(
  db: Db,
  type: ReportType,
  { jahr, kw_to }: ReportPeriod,
): Promise<ReportAggregates> {
  const inReport = casesInScope(eq(cases.jahr, jahr), lte(cases.kw, kw_to), fallgruppeCondition(type))
  return db.transaction(
    async (tx) => {
      const weeks = await tx
        .select({
          kw: cases.kw,
          fallgruppe: cases.fallgruppe,
          cases: sql<number>`count(*)::int`,
          gutachten: countWhere(sql`${cases.gutachten}`),
          therapieaenderung: countWhere(sql`${cases.gutachten} and ${cases.therapieaenderung}`),
          bestaetigt: countWhere(sql`${cases.gutachten} and ${cases.gutachten_ergebnis} = 'bestaetigt'`),
          teilweise_bestaetigt: countWhere(
            sql`${cases.gutachten} and ${cases.gutachten_ergebnis} = 'teilweise_bestaetigt'`,
          ),
          nicht_bestaetigt: countWhere(sql`${cases.gutachten} and ${cases.gutachten_ergebnis} = 'nicht_bestaetigt'`),
          offen: countWhere(sql`${cases.gutachten} and ${cases.gutachten_ergebnis} is null`),
        })
        .from(cases)
        .where(inReport)
        .groupBy(cases.kw, cases.fallgruppe)
      const fachgebiete = await tx
        .select({ label: cases.fachgebiet, fallgruppe: cases.fallgruppe, cases: sql<number>`count(*)::int` })
        .from(cases)
        .where(inReport)
        .groupBy(cases.fachgebiet, cases.fallgruppe)
      const category = sql<string>`left(${cases.icd10}, 3)`
      const icdOnko = await tx
        .select({ label: category, fallgruppe: cases.fallgruppe, cases: sql<number>`count(*)::int` })
        .from(cases)
        .where(and(inReport, sql`${cases.icd10} ~ ${ONCOLOGY_ICD_PATTERN}`))
        .groupBy(category, cases.fallgruppe)
      return { weeks, fachgebiete, icdOnko }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  )
}
