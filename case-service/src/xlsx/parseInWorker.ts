import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'

/** A cell as plain data: rich text and hyperlinks become their text, formulas their cached result. */
export type XlsxCell = string | number | boolean | Date | null

export type XlsxSheet = { name: string; rows: XlsxCell[][] }

export type WorkerLimits = { timeoutMs: number; maxHeapMb: number }

export type WorkerFailure = { reason: 'timeout' | 'out_of_memory' | 'parse_error'; message: string }

export class WorkerParseError extends Error {
  constructor(readonly failure: WorkerFailure) {
    super(failure.message)
  }
}

// Plain CommonJS evaluated inside the worker: no bundler or TypeScript loader has to know about
// a second entry point (Next, vitest and tsx all run this file unchanged). exceljs is required
// by absolute path because an eval worker resolves modules from the process's cwd.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const ExcelJS = require(workerData.excelJsPath)

function plainValue(value) {
  if (value === null || value === undefined) return null
  if (value instanceof Date || typeof value !== 'object') return value
  if (Array.isArray(value.richText)) return value.richText.map((run) => run.text).join('')
  if ('result' in value) return plainValue(value.result)
  if ('text' in value) return plainValue(value.text)
  return null
}

async function parse() {
  const workbook = new ExcelJS.Workbook()
  const bytes = workerData.bytes
  await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))
  const sheets = []
  workbook.eachSheet((worksheet) => {
    const rows = []
    worksheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
      const cells = []
      row.eachCell({ includeEmpty: true }, (cell, columnNumber) => {
        cells[columnNumber - 1] = plainValue(cell.value)
      })
      rows[rowNumber - 1] = Array.from(cells, (cell) => (cell === undefined ? null : cell))
    })
    sheets.push({ name: worksheet.name, rows: Array.from(rows, (row) => row || []) })
  })
  return sheets
}

parse().then(
  (sheets) => parentPort.postMessage({ ok: true, sheets }),
  (error) => parentPort.postMessage({ ok: false, message: String((error && error.message) || error) }),
)
`

const excelJsPath = createRequire(import.meta.url).resolve('exceljs')

// Each parse may use maxHeapMb plus buffers; two at a time bounds the worst case per process.
const MAX_CONCURRENT_PARSES = 2
let running = 0
const waiting: (() => void)[] = []

async function withParseSlot<T>(task: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_PARSES) await new Promise<void>((resolve) => waiting.push(resolve))
  running++
  try {
    return await task()
  } finally {
    running--
    waiting.shift()?.()
  }
}

type WorkerReply = { ok: true; sheets: XlsxSheet[] } | { ok: false; message: string }

/**
 * Parses a pre-scanned workbook with exceljs in a worker thread with a heap limit and a
 * deadline, so a pathological file costs one terminated worker instead of the server.
 */
export function parseXlsxInWorker(bytes: Uint8Array, limits: WorkerLimits): Promise<XlsxSheet[]> {
  return withParseSlot(
    () =>
      new Promise<XlsxSheet[]>((resolve, reject) => {
        let settled = false
        const worker = new Worker(WORKER_SOURCE, {
          eval: true,
          workerData: { bytes, excelJsPath },
          resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb },
        })
        const settle = (outcome: () => void) => {
          if (settled) return
          settled = true
          clearTimeout(deadline)
          outcome()
          void worker.terminate()
        }
        const failWith = (failure: WorkerFailure) => settle(() => reject(new WorkerParseError(failure)))
        const deadline = setTimeout(
          () => failWith({ reason: 'timeout', message: `Reading the workbook took longer than ${limits.timeoutMs} ms` }),
          limits.timeoutMs,
        )
        worker.once('message', (reply: WorkerReply) => {
          if (reply.ok) settle(() => resolve(reply.sheets))
          else failWith({ reason: 'parse_error', message: reply.message })
        })
        worker.once('error', (error: Error & { code?: string }) => {
          failWith(
            error.code === 'ERR_WORKER_OUT_OF_MEMORY'
              ? { reason: 'out_of_memory', message: `Reading the workbook needs more than ${limits.maxHeapMb} MB` }
              : { reason: 'parse_error', message: error.message },
          )
        })
        worker.once('exit', (code) => failWith({ reason: 'parse_error', message: `The workbook reader stopped (exit ${code})` }))
      }),
  )
}
