import { ApiError, unprocessable } from '@case/http/apiError'
import type { RouteInput } from '@case/http/route'
import { readMultipartFile } from '@case/http/multipartUpload'
import { syncExportResponse } from './exportService'
import { importSyncWorkbook } from './importService'
import type { syncExportContract, syncImportContract } from './contracts'
import { MAX_SYNC_UPLOAD_BYTES } from './schemas'

const tooLarge = () =>
  new ApiError(413, 'payload_too_large', `The upload is larger than ${MAX_SYNC_UPLOAD_BYTES} bytes`)

export async function syncExportHandler({
  db,
  user,
  request,
  query,
}: RouteInput<typeof syncExportContract>): Promise<Response> {
  return syncExportResponse(db, query, { user, request })
}

export async function syncImportHandler({
  db,
  user,
  request,
}: RouteInput<typeof syncImportContract>): Promise<Response> {
  const file = await readMultipartFile(request, 'file', MAX_SYNC_UPLOAD_BYTES, tooLarge)
  if (!file) throw unprocessable('No file uploaded', [{ field: 'file', message: 'Required: the edited .xlsx export' }])
  return Response.json(await importSyncWorkbook(db, new Uint8Array(await file.arrayBuffer()), { user, request }))
}
