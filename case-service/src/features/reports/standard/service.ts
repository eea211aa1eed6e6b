import type { AuthUser } from '@case/features/auth/withAuth'
import type { Db } from '@case/db/client'
import { aggregateReport, type ReportPeriod } from './reportAggregation'
import {
  buildReportSheets,
  fallgruppenColumns,
  GUTACHTEN_COLUMN,
  QUOTE_COLUMN,
  SUMMARY_LABEL,
  type ReportTable,
} from './reportSheets'
import { persistReport } from '@case/features/reports/service'
import { declaredFallgruppen, type ReportType } from '@case/features/reports/reportTypes'
import { writeSummedTables } from '@case/xlsx/tableWorkbook'
import { workbookTitle } from '@case/xlsx/workbookTitle'
import { configuredInsurer } from '@case/features/cases/caseScope'

/** The five sheets of a standard report: SQL aggregation, then the pure table builder. */
export async function computeReportSheets(db: Db, type: ReportType, period: ReportPeriod): Promise<ReportTable[]> {
  const aggregates = await aggregateReport(db, type, period)
  return buildReportSheets(fallgruppenColumns(declaredFallgruppen(type), aggregates), aggregates)
}

/** Computes, writes and upserts the report of (type, jahr, KW 1..kw_to); the same tables feed file and report_data. */
export async function generateStandardReport(
  db: Db,
  type: ReportType,
  period: ReportPeriod,
  actor: { user: AuthUser; request: Request },
) {
  const sheets = await computeReportSheets(db, type, period)
  return persistReport(
    db,
    {
      reportType: type.key,
      jahr: period.jahr,
      kwFrom: 1,
      kwTo: period.kw_to,
      reportData: { sheets },
      // The first column names the row (KW, Fachgebiet, ICD-10); the others are counts.
      writeFile: (filePath) =>
        writeSummedTables(filePath, sheets, {
          percentColumns: [{ header: QUOTE_COLUMN, part: SUMMARY_LABEL, whole: GUTACHTEN_COLUMN }],
          title: workbookTitle({
            label: type.label,
            jahr: period.jahr,
            kw_from: 1,
            kw_to: period.kw_to,
            insurer: configuredInsurer(),
            generatedAt: new Date(),
          }),
        }),
    },
    { ...actor, auditAction: 'reports.generated' },
  )
}
