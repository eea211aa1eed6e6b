/**
 * Safe reading of uploaded .xlsx files — use this for EVERY spreadsheet that comes from a user.
 *
 *   const { sheets } = await readXlsxSafely(bytes)            // bytes: the uploaded file
 *   for (const row of sheets[0].rows) ...                     // row: XlsxCell[] (0-based columns)
 *
 * Steps, cheapest first; each refuses with an XlsxRejection (an ApiError, so a route wrapped in
 * handle()/withAuth() answers it as-is):
 *   1. size cap (maxBytes)                                   → 413 payload_too_large
 *   2. ZIP magic bytes PK\x03\x04                             → 415 not_xlsx
 *   3. central-directory pre-scan: entry count, total declared size, per-entry compression
 *      ratio, VBA/macro-sheet parts                           → 422 xlsx_limits_exceeded / 415 macro_not_allowed
 *   4. streamed inflate of every entry WITHOUT keeping it, proving no entry is bigger than declared,
 *      and a look at [Content_Types].xml for macro types    → 422 xlsx_limits_exceeded / 415 macro_not_allowed
 *   5. exceljs parse in a worker thread with a heap limit, a deadline, and caps on the cell count and
 *      the total cell text                                   → 422 xlsx_malformed / xlsx_limits_exceeded / xlsx_timeout
 *      (the reader itself failing is not the file's fault: a plain Error, answered 500 and logged)
 *
 * Rows come back as plain values (`XlsxCell`): `sheets[i].rows[r][c]` is row r+1, column c+1 of
 * the sheet; empty rows are `[]`, empty cells `null`; dates are Date objects at UTC midnight for
 * date-only cells. Values are NOT validated — check them (zod) before use.
 * For multipart uploads, get the bytes with `readMultipartFile` (@case/features/auth/multipartUpload),
 * which caps the request size, first.
 */
import { ApiError } from '@case/http/apiError'
import { parseXlsxInWorker, WorkerParseError, type XlsxSheet } from './parseInWorker'
import { checkZipDirectory, readZipDirectory, verifyZipEntries, type ZipFinding, type ZipLimits } from './zipPreScan'

export type { XlsxCell, XlsxSheet } from './parseInWorker'

export type XlsxLimits = ZipLimits & {
  maxBytes: number
  parseTimeoutMs: number
  /** V8 old-generation heap of the parsing worker */
  maxParseHeapMb: number
  /** Cells over all sheets */
  maxCells: number
  /** Characters of cell text over all cells, each reference counted (a shared string used by 1 000 cells counts 1 000 times) */
  maxTextChars: number
}

export const DEFAULT_XLSX_LIMITS: XlsxLimits = {
  maxBytes: 10 * 1024 * 1024,
  maxEntries: 2000,
  maxTotalUncompressedBytes: 100 * 1024 * 1024,
  maxCompressionRatio: 100,
  parseTimeoutMs: 20_000,
  maxParseHeapMb: 256,
  maxCells: 1_000_000,
  maxTextChars: 32 * 1024 * 1024,
}

export type XlsxRejectionCode =
  'payload_too_large' | 'not_xlsx' | 'macro_not_allowed' | 'xlsx_malformed' | 'xlsx_limits_exceeded' | 'xlsx_timeout'

const STATUS_BY_CODE: Record<XlsxRejectionCode, number> = {
  payload_too_large: 413,
  not_xlsx: 415,
  macro_not_allowed: 415,
  xlsx_malformed: 422,
  xlsx_limits_exceeded: 422,
  xlsx_timeout: 422,
}

/** Why a workbook was refused; thrown as an ApiError with the status that fits the code. */
export class XlsxRejection extends ApiError {
  constructor(
    readonly rejection: XlsxRejectionCode,
    detail: string,
  ) {
    super(STATUS_BY_CODE[rejection], rejection, detail)
  }
}

const CODE_BY_ZIP_PROBLEM: Record<ZipFinding['problem'], XlsxRejectionCode> = {
  not_zip: 'not_xlsx',
  malformed: 'xlsx_malformed',
  limits_exceeded: 'xlsx_limits_exceeded',
  macro: 'macro_not_allowed',
}

const CODE_BY_WORKER_FAILURE = {
  timeout: 'xlsx_timeout',
  out_of_memory: 'xlsx_limits_exceeded',
  limits_exceeded: 'xlsx_limits_exceeded',
  parse_error: 'xlsx_malformed',
} as const satisfies Record<Exclude<WorkerParseError['failure']['reason'], 'internal'>, XlsxRejectionCode>

export async function readXlsxSafely(
  bytes: Uint8Array,
  options: Partial<XlsxLimits> = {},
): Promise<{ sheets: XlsxSheet[] }> {
  const limits = { ...DEFAULT_XLSX_LIMITS, ...options }
  if (bytes.byteLength > limits.maxBytes) {
    throw new XlsxRejection('payload_too_large', `The file is larger than ${limits.maxBytes} bytes`)
  }
  const directory = readZipDirectory(bytes)
  if (!directory.ok) throw zipRejection(directory)
  const finding = checkZipDirectory(directory.entries, limits) ?? (await verifyZipEntries(bytes, directory.entries))
  if (finding) throw zipRejection(finding)
  try {
    return {
      sheets: await parseXlsxInWorker(bytes, {
        timeoutMs: limits.parseTimeoutMs,
        maxHeapMb: limits.maxParseHeapMb,
        maxCells: limits.maxCells,
        maxTextChars: limits.maxTextChars,
      }),
    }
  } catch (error) {
    if (!(error instanceof WorkerParseError)) throw error
    if (error.failure.reason === 'internal') throw new Error(`XLSX reader failed: ${error.failure.message}`)
    const code = CODE_BY_WORKER_FAILURE[error.failure.reason]
    // Parser messages may quote cell content; the client gets a generic text for malformed files.
    throw new XlsxRejection(
      code,
      code === 'xlsx_malformed' ? 'The workbook cannot be read (damaged or not a valid .xlsx)' : error.message,
    )
  }
}

function zipRejection(finding: ZipFinding): XlsxRejection {
  return new XlsxRejection(CODE_BY_ZIP_PROBLEM[finding.problem], finding.message)
}
