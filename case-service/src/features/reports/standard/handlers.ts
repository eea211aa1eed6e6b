import { createdAt } from '@case/http/created'
import type { RouteInput } from '@case/http/route'
import { findReportType } from '@case/features/reports/reportTypes'
import type { generateReportContract } from './contracts'
import { generateStandardReport } from './service'

/** POST /api/reports/generate — 201 when the record is new, 200 when an existing one was replaced. */
export async function generateReportHandler({
  db,
  user,
  request,
  body,
}: RouteInput<typeof generateReportContract>): Promise<Response> {
  const { metadata, created } = await generateStandardReport(db, findReportType(body.report_type)!, body, {
    user,
    request,
  })
  return created ? createdAt(`/api/reports/${metadata.id}/data`, metadata) : Response.json(metadata)
}
