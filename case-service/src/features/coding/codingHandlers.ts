import { z } from 'zod'
import type { AuthedContext } from '@case/auth/withAuth'
import type { AuthedInput } from '@case/http/route'
import { parseJsonBody } from '@case/http/validation'
import { writeAudit } from '@case/features/audit/auditLog'
import { pageResponse } from '@case/features/cases/caseHandlers'
import { needsAnyCoding, OLDEST_FIRST, pageOfCases } from '@case/features/cases/caseQueries'
import { presentCasesForViewer } from '@case/features/cases/caseViewing'
import { parsePathParams } from '@case/features/cases/pathParams'
import { changesOf, updateCoding, updateCodingBatch, validateBatch } from './codingService'
import { XLSX_CONTENT_TYPE } from '@case/xlsx/contentType'
import { buildCodingTemplate, codingTemplateFileName } from './codingTemplate'
import { codeCaseContract, codingQueueContract } from './contracts'

export async function codingQueue(context: AuthedInput<typeof codingQueueContract>): Promise<Response> {
  const page = context.query
  return pageResponse(context, await pageOfCases(context.db, { name: 'coding-queue', parameters: {} }, [needsAnyCoding()], OLDEST_FIRST, page), page)
}

export async function codeCase({ db, user, request, params }: AuthedContext<{ case_id: string }>): Promise<Response> {
  const { case_id } = parsePathParams(codeCaseContract.params, params, 'Case')
  const { version, ...fields } = await parseJsonBody(request, codeCaseContract.body)
  const row = await updateCoding(db, { case_id, version, changes: changesOf(fields) }, user.id, request)
  const [shown] = await presentCasesForViewer(db, user, [row], request)
  return Response.json(shown)
}

/** The body is validated item by item (codeCasesContract.body) so errors can name their item. */
export async function codeCases({ db, user, request }: AuthedContext<unknown>): Promise<Response> {
  const items = validateBatch(await parseJsonBody(request, z.unknown()))
  const rows = await updateCodingBatch(db, items, user.id, request)
  return Response.json({ items: await presentCasesForViewer(db, user, rows, request) })
}

export async function codingTemplate({ db, user, request }: AuthedContext<unknown>): Promise<Response> {
  const { file, rows } = await buildCodingTemplate(db)
  await writeAudit(db, { action: 'coding_template.download', userId: user.id, details: { rows }, request })
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
