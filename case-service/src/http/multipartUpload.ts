import { ApiError, badRequest } from './apiError'

/**
 * The request body, refused with 413 as soon as it exceeds `maxBytes`: by Content-Length before
 * reading anything, and by counting while streaming (the header may be absent or wrong).
 */
export async function readBodyCapped(
  request: Request,
  maxBytes: number,
  tooLarge: () => ApiError,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge()
  if (!request.body) return new Uint8Array()
  const chunks: Uint8Array[] = []
  let total = 0
  const reader = request.body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > maxBytes) {
      await reader.cancel()
      throw tooLarge()
    }
    chunks.push(value)
  }
  const body = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return body
}

/** One file field of a multipart/form-data body read within `maxBodyBytes`. */
export async function readMultipartFile(
  request: Request,
  field: string,
  maxBodyBytes: number,
  tooLarge: () => ApiError,
): Promise<File | null> {
  const contentType = request.headers.get('content-type') ?? ''
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    throw new ApiError(415, 'unsupported_media_type', 'Send the file as multipart/form-data')
  }
  const body = await readBodyCapped(request, maxBodyBytes, tooLarge)
  let form: FormData
  try {
    form = await new Response(body, { headers: { 'content-type': contentType } }).formData()
  } catch {
    throw badRequest('The multipart body is malformed', 'malformed_multipart')
  }
  const value = form.get(field)
  return value instanceof File ? value : null
}
