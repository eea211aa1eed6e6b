import { randomUUID } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { mkdir, open, rm } from 'node:fs/promises'
import { once } from 'node:events'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { serviceRoot } from '@case/lib/serviceRoot'

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** Where report files live: REPORTS_DIR, default `<case-service>/reports`. */
export function reportsDir(): string {
  // turbopackIgnore: a run-time folder; tracing it would pull the whole repository into the build.
  return path.resolve(/*turbopackIgnore: true*/ process.env.REPORTS_DIR ?? path.join(serviceRoot(), 'reports'))
}

export async function ensureReportsDir(): Promise<string> {
  const dir = reportsDir()
  await mkdir(dir, { recursive: true })
  return dir
}

/** The stored file of a report record; names come from the record id, never from user input. */
export function reportFilePath(fileName: string): string {
  return path.join(reportsDir(), path.basename(fileName))
}

/** A temp name in `dir` (same file system, so a rename into place is atomic). */
export function temporaryPathIn(dir: string, extension = '.xlsx'): string {
  return path.join(dir, `.tmp-${randomUUID()}${extension}`)
}

export class MissingFileError extends Error {}

/**
 * An attachment response streaming `filePath`. Resolves only once the file is open, so a missing
 * file surfaces as MissingFileError before any byte of the response is sent.
 */
export async function fileDownloadResponse(filePath: string, downloadName: string): Promise<Response> {
  const stream = createReadStream(filePath)
  try {
    await once(stream, 'open')
  } catch (error) {
    stream.destroy()
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new MissingFileError(downloadName)
    throw error
  }
  return attachmentResponse(stream, downloadName)
}

/**
 * Writes a throw-away workbook to a temp file and streams it (with back-pressure, unlike
 * exceljs's own stream output). The file is unlinked as soon as it is open: the open descriptor
 * keeps it readable, and nothing is left behind whatever happens to the response.
 */
export async function temporaryFileResponse(write: (filePath: string) => Promise<void>, downloadName: string): Promise<Response> {
  const filePath = path.join(os.tmpdir(), `case-service-${randomUUID()}.xlsx`)
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
  return new Response(Readable.toWeb(stream) as ReadableStream, {
    headers: {
      'content-type': XLSX_CONTENT_TYPE,
      'content-disposition': `attachment; filename="${downloadName}"`,
      'cache-control': 'no-store',
    },
  })
}

/** Removes files that belong to deleted records; a file already gone is fine. */
export async function removeReportFiles(fileNames: readonly string[]): Promise<void> {
  await Promise.all(fileNames.map((fileName) => rm(reportFilePath(fileName), { force: true })))
}
