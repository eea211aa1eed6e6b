import { randomUUID } from 'node:crypto'
import { open, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { XLSX_CONTENT_TYPE } from '@case/xlsx/contentType'

/** A fresh temp file for a workbook (exceljs writes to files); the caller removes it. */
export function temporaryXlsxPath(): string {
  return path.join(os.tmpdir(), `case-service-${randomUUID()}.xlsx`)
}

/** An attachment response with a stored report file. */
export function fileDownloadResponse(content: Buffer, downloadName: string): Response {
  return new Response(new Uint8Array(content), { headers: attachmentHeaders(downloadName) })
}

/**
 * Writes a throw-away workbook to a temp file and streams it (with back-pressure, unlike
 * exceljs's own stream output). The file is unlinked as soon as it is open: the open descriptor
 * keeps it readable, and nothing is left behind whatever happens to the response.
 */
export async function temporaryFileResponse(
  write: (filePath: string) => Promise<void>,
  downloadName: string,
): Promise<Response> {
  const filePath = temporaryXlsxPath()
  try {
    await write(filePath)
    const handle = await open(filePath, 'r')
    await rm(filePath)
    return attachmentResponse(handle.createReadStream(), downloadName)
  } finally {
    await rm(filePath, { force: true })
  }
}

function attachmentResponse(stream: Readable, downloadName: string): Response {
  return new Response(Readable.toWeb(stream) as ReadableStream, { headers: attachmentHeaders(downloadName) })
}

function attachmentHeaders(downloadName: string): Record<string, string> {
  return {
    'content-type': XLSX_CONTENT_TYPE,
    'content-disposition': `attachment; filename="${downloadName}"`,
    'cache-control': 'no-store',
  }
}
