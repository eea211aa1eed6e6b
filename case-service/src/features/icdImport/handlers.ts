import { ApiError, unprocessable } from '@case/http/apiError'
import type { RouteInput } from '@case/http/route'
import { readMultipartFile } from '@case/http/multipartUpload'
import type { icdImportContract } from './contracts'
import { MAX_ICD_UPLOAD_BYTES } from './schemas'
import { importIcdWorkbook } from './service'

const tooLarge = () => new ApiError(413, 'payload_too_large', `The upload is larger than ${MAX_ICD_UPLOAD_BYTES} bytes`)

export async function importIcd({ db, user, request, query }: RouteInput<typeof icdImportContract>): Promise<Response> {
  const { dry_run } = query
  const file = await readMultipartFile(request, 'file', MAX_ICD_UPLOAD_BYTES, tooLarge)
  if (!file) throw unprocessable('No file uploaded', [{ field: 'file', message: 'Required: the .xlsx file' }])
  const result = await importIcdWorkbook(db, new Uint8Array(await file.arrayBuffer()), {
    dryRun: dry_run,
    userId: user.id,
    request,
    // Only admins see Fall-IDs unmasked (domain/masking); employees return Wochenübersichten through the same import.
    maskFallIds: user.role !== 'admin',
  })
  return Response.json(result)
}
