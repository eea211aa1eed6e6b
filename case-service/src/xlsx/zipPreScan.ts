import { createInflateRaw, inflateRawSync } from 'node:zlib'

/**
 * Looks at an uploaded .xlsx as a ZIP archive BEFORE any spreadsheet library touches it: the
 * central directory declares every entry's sizes, so a zip bomb, a macro workbook or a non-ZIP
 * is refused in milliseconds instead of after the parser has inflated hundreds of megabytes.
 * Only what an .xlsx needs is accepted: no ZIP64, no encryption, no multi-disk archives.
 */

export type ZipEntry = {
  name: string
  /** 0 = stored, 8 = deflate */
  method: number
  encrypted: boolean
  compressedSize: number
  uncompressedSize: number
  localHeaderOffset: number
}

export type ZipLimits = {
  maxEntries: number
  maxTotalUncompressedBytes: number
  /** uncompressed / compressed, checked for entries of at least RATIO_CHECK_MIN_BYTES */
  maxCompressionRatio: number
}

export type ZipProblem = 'not_zip' | 'malformed' | 'limits_exceeded' | 'macro'

export type ZipFinding = { problem: ZipProblem; message: string }

export type ZipDirectoryResult = { ok: true; entries: ZipEntry[] } | ({ ok: false } & ZipFinding)

// Small parts (styles, rels) of an ordinary workbook reach ratios of 100+ harmlessly; only big entries can hurt.
export const RATIO_CHECK_MIN_BYTES = 64 * 1024

const LOCAL_HEADER_SIGNATURE = 0x04034b50
const CENTRAL_HEADER_SIGNATURE = 0x02014b50
const END_OF_CENTRAL_DIRECTORY_SIGNATURE = 0x06054b50
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50
const END_OF_CENTRAL_DIRECTORY_SIZE = 22
const ZIP64_LOCATOR_SIZE = 20
const CENTRAL_HEADER_SIZE = 46
const LOCAL_HEADER_SIZE = 30
const MAX_COMMENT_LENGTH = 0xffff
const ZIP64_MARKER_32 = 0xffffffff
const ZIP64_MARKER_16 = 0xffff
const FLAG_ENCRYPTED = 0x1
const METHOD_STORED = 0
const METHOD_DEFLATE = 8
const CONTENT_TYPES_PART = '[Content_Types].xml'
const WORKBOOK_PART = 'xl/workbook.xml'
// Bigger than any real [Content_Types].xml; it is read into memory, so it gets its own cap.
const MAX_CONTENT_TYPES_BYTES = 1024 * 1024

// VBA projects, Excel 4.0 macro sheets and their dialog sheets; printerSettings*.bin is harmless.
const MACRO_PART = /(^|\/)vbaProject[^/]*\.bin$|^xl\/(macrosheets|dialogsheets)\//i
const MACRO_CONTENT_TYPE = /macroEnabled|vbaProject|macrosheet|dialogsheet/i

const fail = (problem: ZipProblem, message: string): { ok: false } & ZipFinding => ({ ok: false, problem, message })

/** Parses the central directory. Checks structure only; limits are checkZipDirectory's job. */
export function readZipDirectory(bytes: Uint8Array): ZipDirectoryResult {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (bytes.byteLength < 4 || view.getUint32(0, true) !== LOCAL_HEADER_SIGNATURE) {
    return fail('not_zip', 'The file is not an .xlsx workbook (no ZIP signature)')
  }
  const eocd = findEndOfCentralDirectory(view)
  if (eocd < 0) return fail('malformed', 'The ZIP archive is truncated or damaged (no end of central directory)')
  if (eocd >= ZIP64_LOCATOR_SIZE && view.getUint32(eocd - ZIP64_LOCATOR_SIZE, true) === ZIP64_LOCATOR_SIGNATURE) {
    return fail('limits_exceeded', 'ZIP64 archives are not accepted: an .xlsx within the upload limits never needs one')
  }
  if (view.getUint16(eocd + 4, true) !== 0 || view.getUint16(eocd + 6, true) !== 0) {
    return fail('malformed', 'Multi-part ZIP archives are not supported')
  }
  const entryCount = view.getUint16(eocd + 10, true)
  const directorySize = view.getUint32(eocd + 12, true)
  const directoryOffset = view.getUint32(eocd + 16, true)
  if (entryCount === ZIP64_MARKER_16 || directoryOffset === ZIP64_MARKER_32) {
    return fail('limits_exceeded', 'ZIP64 archives are not accepted: an .xlsx within the upload limits never needs one')
  }
  const directoryEnd = directoryOffset + directorySize
  if (directoryEnd > eocd) return fail('malformed', 'The ZIP central directory points outside the file')

  const decoder = new TextDecoder('utf-8', { fatal: false })
  const entries: ZipEntry[] = []
  let offset = directoryOffset
  for (let i = 0; i < entryCount; i++) {
    if (offset + CENTRAL_HEADER_SIZE > directoryEnd || view.getUint32(offset, true) !== CENTRAL_HEADER_SIGNATURE) {
      return fail('malformed', 'The ZIP central directory is damaged')
    }
    const nameLength = view.getUint16(offset + 28, true)
    const extraLength = view.getUint16(offset + 30, true)
    const commentLength = view.getUint16(offset + 32, true)
    const nameStart = offset + CENTRAL_HEADER_SIZE
    if (nameStart + nameLength > directoryEnd) return fail('malformed', 'The ZIP central directory is damaged')
    const entry: ZipEntry = {
      name: decoder.decode(bytes.subarray(nameStart, nameStart + nameLength)),
      method: view.getUint16(offset + 10, true),
      encrypted: (view.getUint16(offset + 8, true) & FLAG_ENCRYPTED) !== 0,
      compressedSize: view.getUint32(offset + 20, true),
      uncompressedSize: view.getUint32(offset + 24, true),
      localHeaderOffset: view.getUint32(offset + 42, true),
    }
    if ([entry.compressedSize, entry.uncompressedSize, entry.localHeaderOffset].includes(ZIP64_MARKER_32)) {
      return fail(
        'limits_exceeded',
        'ZIP64 entries are not accepted: an .xlsx within the upload limits never needs one',
      )
    }
    entries.push(entry)
    offset = nameStart + nameLength + extraLength + commentLength
  }
  return { ok: true, entries }
}

/** Limits and content rules on the declared directory (no decompression). */
export function checkZipDirectory(entries: readonly ZipEntry[], limits: ZipLimits): ZipFinding | null {
  const macroPart = entries.find((entry) => MACRO_PART.test(entry.name))
  if (macroPart) return { problem: 'macro', message: `Macro workbooks are not accepted (contains ${macroPart.name})` }
  if (entries.length > limits.maxEntries) {
    return {
      problem: 'limits_exceeded',
      message: `The archive has ${entries.length} entries; at most ${limits.maxEntries} are accepted`,
    }
  }
  let total = 0
  for (const entry of entries) {
    if (entry.encrypted) return { problem: 'malformed', message: 'Encrypted ZIP entries are not supported' }
    if (entry.method !== METHOD_STORED && entry.method !== METHOD_DEFLATE) {
      return { problem: 'malformed', message: `Unsupported ZIP compression method ${entry.method} in ${entry.name}` }
    }
    if (entry.method === METHOD_STORED && entry.compressedSize !== entry.uncompressedSize) {
      return { problem: 'malformed', message: `Stored ZIP entry ${entry.name} declares two different sizes` }
    }
    if (
      entry.uncompressedSize >= RATIO_CHECK_MIN_BYTES &&
      entry.uncompressedSize > limits.maxCompressionRatio * entry.compressedSize
    ) {
      return {
        problem: 'limits_exceeded',
        message: `${entry.name} is compressed more than ${limits.maxCompressionRatio}:1 (possible zip bomb)`,
      }
    }
    total += entry.uncompressedSize
  }
  if (total > limits.maxTotalUncompressedBytes) {
    return {
      problem: 'limits_exceeded',
      message: `The workbook unpacks to ${total} bytes; at most ${limits.maxTotalUncompressedBytes} are accepted (possible zip bomb)`,
    }
  }
  if (
    !entries.some((entry) => entry.name === CONTENT_TYPES_PART) ||
    !entries.some((entry) => entry.name === WORKBOOK_PART)
  ) {
    return {
      problem: 'malformed',
      message: 'The archive is not an Excel workbook (no [Content_Types].xml or xl/workbook.xml)',
    }
  }
  return null
}

/**
 * Inflates every entry WITHOUT keeping the output, to prove it is no bigger than the directory
 * says (a lying directory is the other zip-bomb trick), and reads [Content_Types].xml for
 * macro content types. Streams through zlib, so the event loop stays responsive.
 */
export async function verifyZipEntries(bytes: Uint8Array, entries: readonly ZipEntry[]): Promise<ZipFinding | null> {
  for (const entry of entries) {
    const data = entryData(bytes, entry)
    if (!data) return { problem: 'malformed', message: `ZIP entry ${entry.name} is damaged` }
    if (entry.name === CONTENT_TYPES_PART) {
      const finding = checkContentTypes(data, entry)
      if (finding) return finding
      continue
    }
    if (entry.method === METHOD_STORED) continue
    let inflated: number
    try {
      inflated = await inflatedLength(data, entry.uncompressedSize)
    } catch {
      return { problem: 'malformed', message: `ZIP entry ${entry.name} cannot be decompressed` }
    }
    if (inflated > entry.uncompressedSize) {
      return {
        problem: 'limits_exceeded',
        message: `${entry.name} unpacks to more than its declared size (possible zip bomb)`,
      }
    }
  }
  return null
}

function findEndOfCentralDirectory(view: DataView): number {
  const lowest = Math.max(0, view.byteLength - END_OF_CENTRAL_DIRECTORY_SIZE - MAX_COMMENT_LENGTH)
  for (let offset = view.byteLength - END_OF_CENTRAL_DIRECTORY_SIZE; offset >= lowest; offset--) {
    if (view.getUint32(offset, true) !== END_OF_CENTRAL_DIRECTORY_SIGNATURE) continue
    const commentLength = view.getUint16(offset + 20, true)
    if (offset + END_OF_CENTRAL_DIRECTORY_SIZE + commentLength <= view.byteLength) return offset
  }
  return -1
}

function entryData(bytes: Uint8Array, entry: ZipEntry): Uint8Array | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const header = entry.localHeaderOffset
  if (header + LOCAL_HEADER_SIZE > bytes.byteLength || view.getUint32(header, true) !== LOCAL_HEADER_SIGNATURE)
    return null
  const start = header + LOCAL_HEADER_SIZE + view.getUint16(header + 26, true) + view.getUint16(header + 28, true)
  const end = start + entry.compressedSize
  return end <= bytes.byteLength ? bytes.subarray(start, end) : null
}

function checkContentTypes(data: Uint8Array, entry: ZipEntry): ZipFinding | null {
  if (entry.uncompressedSize > MAX_CONTENT_TYPES_BYTES) {
    return { problem: 'limits_exceeded', message: `${CONTENT_TYPES_PART} is implausibly large` }
  }
  let xml: string
  try {
    const raw =
      entry.method === METHOD_STORED
        ? data
        : inflateRawSync(data, { maxOutputLength: Math.max(1, entry.uncompressedSize) })
    xml = Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength).toString('utf8')
  } catch {
    return { problem: 'malformed', message: `${CONTENT_TYPES_PART} cannot be decompressed or is bigger than declared` }
  }
  return MACRO_CONTENT_TYPE.test(xml)
    ? { problem: 'macro', message: 'Macro workbooks are not accepted (macro content type)' }
    : null
}

function inflatedLength(compressed: Uint8Array, limit: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const inflater = createInflateRaw()
    let length = 0
    inflater.on('data', (chunk: Buffer) => {
      length += chunk.length
      if (length > limit) {
        inflater.destroy()
        resolve(length)
      }
    })
    inflater.on('end', () => resolve(length))
    inflater.on('error', reject)
    inflater.end(compressed)
  })
}
