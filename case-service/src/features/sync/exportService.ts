import { eq } from 'drizzle-orm'
import type { AuthUser } from '@case/features/auth/withAuth'
import type { Db } from '@case/db/client'
import { cases } from '@case/db/schema'
import { berlinCalendarDate, formatIsoDate } from '@case/domain/dates/isoDate'
import { writeAudit } from '@case/features/audit/auditLog'
import { caseMarkerColumns } from '@case/features/cases/queries'
import { caseBatches } from '@case/features/cases/caseBatches'
import { temporaryFileResponse } from '@case/features/reports/reportFiles'
import {
  addSheetWithHeader,
  addWrappedRow,
  commitListSheet,
  DATE_COLUMN,
  workbookOrientation,
  writeWorkbook,
  type ColumnSpec,
} from '@case/xlsx/printLayout'
import { exportRow, NOTES, NOTES_SHEET, SYNC_COLUMNS, SYNC_SHEET, type ExportedCase } from './syncWorkbookLayout'

const PAGE_SIZE = 5000

export type ExportFilter = { jahr?: number; fallgruppe?: string }

const exportColumns = {
  id: cases.id,
  version: cases.version,
  fall_id: cases.fall_id,
  datum: cases.datum,
  kvnr: cases.kvnr,
  nachname: cases.nachname,
  vorname: cases.vorname,
  geburtsdatum: cases.geburtsdatum,
  fallgruppe: cases.fallgruppe,
  fachgebiet: cases.fachgebiet,
  ...caseMarkerColumns,
  icd10: cases.icd10,
  gutachten_ergebnis: cases.gutachten_ergebnis,
  therapieaenderung: cases.therapieaenderung,
} satisfies Record<keyof ExportedCase, unknown>

const CASE_COLUMNS: ColumnSpec[] = SYNC_COLUMNS.map(({ header, width, hidden, kind }) => ({
  header,
  width,
  hidden,
  ...(kind === 'date' ? DATE_COLUMN : {}),
  ...(kind === 'marker' ? { align: 'center' as const } : {}),
}))
const NOTE_COLUMNS: ColumnSpec[] = [
  { header: 'Spalten', width: 22, wrap: true },
  { header: 'Hinweis', width: 70, wrap: true },
]

/**
 * The insurer's cases (optionally one ISO week-year / Fallgruppe) as the sync workbook, read in
 * keyset pages of (datum, id) and written with the streaming writer, so memory stays flat.
 */
export async function writeSyncExport(db: Db, filter: ExportFilter, filePath: string): Promise<number> {
  let exported = 0
  const orientation = workbookOrientation([
    { columns: CASE_COLUMNS, kind: 'list' },
    { columns: NOTE_COLUMNS, kind: 'table' },
  ])
  await writeWorkbook(filePath, async (workbook) => {
    const sheet = addSheetWithHeader(workbook, SYNC_SHEET, CASE_COLUMNS, { kind: 'list', orientation })
    const filters = [
      filter.jahr === undefined ? undefined : eq(cases.jahr, filter.jahr),
      filter.fallgruppe === undefined ? undefined : eq(cases.fallgruppe, filter.fallgruppe),
    ]
    for await (const page of caseBatches(db, exportColumns, filters, PAGE_SIZE)) {
      for (const row of page) sheet.addRow(exportRow(row)).commit()
      exported += page.length
    }
    commitListSheet(sheet, exported)
    const notes = addSheetWithHeader(workbook, NOTES_SHEET, NOTE_COLUMNS, { orientation })
    for (const note of NOTES) addWrappedRow(notes, note)
    notes.commit()
  })
  return exported
}

/** GET /api/admin/sync/export as an attachment `faelle_<date>.xlsx`; audited (it holds unmasked personal data). */
export async function syncExportResponse(
  db: Db,
  filter: ExportFilter,
  actor: { user: AuthUser; request: Request },
): Promise<Response> {
  let exported = 0
  const response = await temporaryFileResponse(
    async (filePath) => {
      exported = await writeSyncExport(db, filter, filePath)
    },
    `faelle_${formatIsoDate(berlinCalendarDate(new Date()))}.xlsx`,
  )
  await writeAudit(db, {
    action: 'sync.exported',
    userId: actor.user.id,
    entityType: 'case',
    details: { ...filter, cases: exported },
    request: actor.request,
  })
  return response
}
