import { and, asc, between, eq, gt } from 'drizzle-orm'
import type { AuthUser } from '@case/features/auth/withAuth'
import type { Db } from '@case/db/client'
import { cases, disclosureRequests } from '@case/db/schema'
import { caseMarkerColumns } from '@case/features/cases/queries'
import { casesInScope, configuredInsurer } from '@case/features/cases/caseScope'
import type { WorkbookTitle } from '@case/xlsx/workbookTitle'
import { fallgruppeCondition } from '@case/features/reports/reportSql'
import { persistReport } from '@case/features/reports/service'
import { findReportType } from '@case/features/reports/reportTypes'
import { buildWochenuebersicht, maskWochenuebersicht, type WochenuebersichtData } from './wochenuebersichtLayout'
import { writeWochenuebersicht } from './wochenuebersichtWorkbook'

export type WochenuebersichtRequest = { jahr: number; kw_from: number; kw_to: number; report_type: string }

/** The insurer's cases of ISO week-year jahr, KW kw_from..kw_to, within the type's Fallgruppen. */
export async function loadWochenuebersicht(db: Db, request: WochenuebersichtRequest): Promise<WochenuebersichtData> {
  const type = findReportType(request.report_type)!
  const rows = await db
    .select({
      id: cases.id,
      fall_id: cases.fall_id,
      kw: cases.kw,
      kvnr: cases.kvnr,
      datum: cases.datum,
      icd10: cases.icd10,
      ...caseMarkerColumns,
    })
    .from(cases)
    .where(
      casesInScope(
        eq(cases.jahr, request.jahr),
        between(cases.kw, request.kw_from, request.kw_to),
        fallgruppeCondition(type),
      ),
    )
    // Not by fall_id: its order would tell employees how the masked KVNRs of one day compare.
    .orderBy(asc(cases.kw), asc(cases.datum), asc(cases.created_at), asc(cases.id))
  return buildWochenuebersicht(rows)
}

/**
 * Generates and persists (upsert by type and week range). The stored file and data are
 * unmasked — only admins generate; employees get a masked rendering on every read.
 */
export async function generateWochenuebersicht(
  db: Db,
  body: WochenuebersichtRequest,
  actor: { user: AuthUser; request: Request },
) {
  const data = await loadWochenuebersicht(db, body)
  return persistReport(
    db,
    {
      reportType: body.report_type,
      jahr: body.jahr,
      kwFrom: body.kw_from,
      kwTo: body.kw_to,
      reportData: data,
      writeFile: (filePath) => writeWochenuebersicht(filePath, data, wochenuebersichtTitle(body)),
    },
    { ...actor, auditAction: 'reports.generated' },
  )
}

/** The title of a Wochenübersicht file; `generatedAt` defaults to now (a re-rendering passes the report's time). */
export function wochenuebersichtTitle(
  report: { report_type: string; jahr: number; kw_from: number; kw_to: number },
  generatedAt = new Date(),
): WorkbookTitle {
  return {
    // A stored report keeps its key even if its type has left the registry.
    label: findReportType(report.report_type)?.label ?? report.report_type,
    jahr: report.jahr,
    kw_from: report.kw_from,
    kw_to: report.kw_to,
    insurer: configuredInsurer(),
    generatedAt,
  }
}

/** The stored overview as `viewer` may see it. */
export async function wochenuebersichtForViewer(
  db: Db,
  stored: WochenuebersichtData,
  viewer: AuthUser,
): Promise<WochenuebersichtData> {
  if (viewer.role === 'admin') return stored
  return maskWochenuebersicht(stored, viewer, await validDisclosuresOf(db, viewer.id))
}

/** Cases for which the employee holds an approved disclosure still in its window (a handful at most). */
async function validDisclosuresOf(db: Db, requesterId: string): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ case_id: disclosureRequests.case_id })
    .from(disclosureRequests)
    .where(
      and(
        eq(disclosureRequests.requester_id, requesterId),
        eq(disclosureRequests.status, 'approved'),
        gt(disclosureRequests.valid_until, new Date()),
      ),
    )
  return new Set(rows.map((row) => row.case_id))
}
