import type { RouteInput } from '@case/http/route'
import { writeAudit } from '@case/features/audit/auditLog'
import { queueResponse } from '@case/features/cases/handlers'
import { needsAnyCoding } from '@case/features/cases/queries'
import { presentCasesForViewer } from '@case/features/cases/caseViewing'
import { changesOf } from './codingBatch'
import { updateCoding, updateCodingBatch } from './service'
import { XLSX_CONTENT_TYPE } from '@case/xlsx/contentType'
import { buildCodingTemplate, codingTemplateFileName } from './codingTemplate'
import type { codeCaseContract, codeCasesContract, codingQueueContract, codingTemplateContract } from './contracts'

export const codingQueue = (context: RouteInput<typeof codingQueueContract>) =>
  queueResponse(context, 'coding-queue', needsAnyCoding())

export async function codeCase({
  db,
  user,
  request,
  params: { id },
  body,
  ifMatch,
}: RouteInput<typeof codeCaseContract>): Promise<Response> {
  const { version, ...fields } = body
  const row = await updateCoding(db, { case_id: id, version, changes: changesOf(fields) }, ifMatch, user.id, request)
  const [shown] = await presentCasesForViewer(db, user, [row], request)
  return Response.json(shown)
}

/** The body arrives validated item by item (codeCasesContract.parseBody) so errors can name their item. */
export async function codeCases({
  db,
  user,
  request,
  body: items,
}: RouteInput<typeof codeCasesContract>): Promise<Response> {
  const rows = await updateCodingBatch(db, items, user.id, request)
  return Response.json({ items: await presentCasesForViewer(db, user, rows, request) })
}

export async function codingTemplate({
  db,
  user,
  request,
}: RouteInput<typeof codingTemplateContract>): Promise<Response> {
  const { file, rows } = await buildCodingTemplate(db)
  await writeAudit(db, { action: 'cases.coding_template_downloaded', userId: user.id, details: { rows }, request })
  return new Response(new Uint8Array(file), {
    headers: {
      'content-type': XLSX_CONTENT_TYPE,
      'content-disposition': `attachment; filename="${codingTemplateFileName(new Date())}"`,
      'content-length': String(file.byteLength),
      // Holds KVNRs: never from a shared cache.
      'cache-control': 'no-store',
    },
  })
}
