import type { Db } from '@case/db/client'
import { notFound } from '@case/http/apiError'
import { idParams } from '@case/http/pathParams'
import { wochenuebersichtForViewer, wochenuebersichtTitle } from '@case/features/reports/wochenuebersicht/service'
import { writeWochenuebersicht } from '@case/features/reports/wochenuebersicht/wochenuebersichtWorkbook'
import type { WochenuebersichtData } from '@case/features/reports/wochenuebersicht/wochenuebersichtLayout'
import { readStoredFile } from '@case/features/files/storedFiles'
import { fileDownloadResponse, temporaryFileResponse } from './reportFiles'
import { deleteReports, findReport, listReports, metadataOf, type ReportRecord } from './service'
import { isWochenuebersichtKey, REPORT_TYPES, reportDownloadName } from './reportTypes'
import type { RouteInput } from '@case/http/route'
import { listResponse } from '@case/http/pagination'
import type {
  deleteReportsContract,
  downloadReportContract,
  listReportsContract,
  reportDataContract,
} from './contracts'

export async function listReportsHandler({
  db,
  query,
  request,
}: RouteInput<typeof listReportsContract>): Promise<Response> {
  const { report_type_prefix, exclude_prefix, ...page } = query
  const reports = await listReports(db, {
    ...page,
    reportTypePrefix: report_type_prefix,
    excludePrefix: exclude_prefix,
  })
  return listResponse(request, reports, query.page_size)
}

export async function reportTypesHandler(): Promise<Response> {
  return Response.json({ items: REPORT_TYPES })
}

/** GET /api/reports/{id}/data — a Wochenübersicht is masked for employees. */
export async function reportDataHandler({
  db,
  user,
  params,
}: RouteInput<typeof reportDataContract>): Promise<Response> {
  const report = await reportOr404(db, params.id)
  const data = isWochenuebersichtKey(report.report_type)
    ? await wochenuebersichtForViewer(db, report.report_data as WochenuebersichtData, user)
    : report.report_data
  return Response.json({ ...metadataOf(report), report_data: data })
}

/**
 * GET /api/reports/download?id= — streams the stored file. Employees get a Wochenübersicht
 * rendered on the fly from the stored data with their masking (the stored file is unmasked).
 */
export async function downloadReportHandler({
  db,
  user,
  query,
}: RouteInput<typeof downloadReportContract>): Promise<Response> {
  const { id } = query
  const report = await reportOr404(db, id)
  const downloadName = reportDownloadName(report)
  if (isWochenuebersichtKey(report.report_type) && user.role !== 'admin') {
    const visible = await wochenuebersichtForViewer(db, report.report_data as WochenuebersichtData, user)
    return temporaryFileResponse(
      // The time the stored file was generated, not the download's.
      (filePath) => writeWochenuebersicht(filePath, visible, wochenuebersichtTitle(report, report.updated_at)),
      downloadName,
    )
  }
  const file = await readStoredFile(db, report.file_name)
  // Only reports stored before the files moved into the database (migration 0006) can lack it.
  if (!file) throw notFound('The report file is missing; generate the report again', 'report_file_missing')
  return fileDownloadResponse(file.content, downloadName)
}

export async function deleteReportsHandler({
  db,
  user,
  request,
  body: { ids },
}: RouteInput<typeof deleteReportsContract>): Promise<Response> {
  return Response.json(await deleteReports(db, ids, { user, request }))
}

/** A malformed id is as unknown as a missing one: 404, never a database error. */
async function reportOr404(db: Db, id: string | undefined): Promise<ReportRecord> {
  const valid = idParams.safeParse({ id })
  const report = valid.success ? await findReport(db, valid.data.id) : undefined
  if (!report) throw notFound('Report not found', 'report_not_found')
  return report
}
