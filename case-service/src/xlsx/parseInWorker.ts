import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { serviceRoot } from '@case/lib/serviceRoot'

/** A cell as plain data: rich text and hyperlinks become their text, formulas their cached result. */
export type XlsxCell = string | number | boolean | Date | null

export type XlsxSheet = { name: string; rows: XlsxCell[][] }

export type WorkerLimits = { timeoutMs: number; maxHeapMb: number; maxCells: number; maxTextChars: number }

/** `internal`: the reader itself failed (not the file's fault) — a 500, never a client error. */
export type WorkerFailure = {
  reason: 'timeout' | 'out_of_memory' | 'limits_exceeded' | 'parse_error' | 'internal'
  message: string
}

export class WorkerParseError extends Error {
  constructor(readonly failure: WorkerFailure) {
    super(failure.message)
  }
}

// A real file on disk, located from the service root at run time: bundlers leave it alone, and the
// worker loads exceljs with Node's own resolution (see the comment in the worker file).
const workerFile = () => path.join(serviceRoot(), 'src/xlsx/xlsxWorker.mjs')

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

type EncodedCell = Exclude<XlsxCell, string> | { s: number }
type WorkerReply =
  | { ok: true; strings: string[]; sheets: { name: string; rows: EncodedCell[][] }[] }
  | { ok: false; kind: 'malformed' | 'limits_exceeded' | 'internal'; message: string }

const REASON_BY_KIND = { malformed: 'parse_error', limits_exceeded: 'limits_exceeded', internal: 'internal' } as const

/** Strings come once in a table; every cell that uses one gets the same string, not a copy. */
function decodeSheets({ strings, sheets }: Extract<WorkerReply, { ok: true }>): XlsxSheet[] {
  const decode = (cell: EncodedCell): XlsxCell =>
    cell !== null && typeof cell === 'object' && !(cell instanceof Date) ? strings[cell.s]! : cell
  return sheets.map(({ name, rows }) => ({ name, rows: rows.map((row) => row.map(decode)) }))
}

/**
 * Parses a pre-scanned workbook with exceljs in a worker thread with a heap limit and a
 * deadline, so a pathological file costs one terminated worker instead of the server.
 */
export function parseXlsxInWorker(bytes: Uint8Array, limits: WorkerLimits): Promise<XlsxSheet[]> {
  return withParseSlot(
    () =>
      new Promise<XlsxSheet[]>((resolve, reject) => {
        let settled = false
        const worker = new Worker(workerFile(), {
          workerData: { bytes, maxCells: limits.maxCells, maxTextChars: limits.maxTextChars },
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
          () =>
            failWith({ reason: 'timeout', message: `Reading the workbook took longer than ${limits.timeoutMs} ms` }),
          limits.timeoutMs,
        )
        worker.once('message', (reply: WorkerReply) => {
          if (reply.ok) settle(() => resolve(decodeSheets(reply)))
          else failWith({ reason: REASON_BY_KIND[reply.kind], message: reply.message })
        })
        worker.once('error', (error: Error & { code?: string }) => {
          failWith(
            error.code === 'ERR_WORKER_OUT_OF_MEMORY'
              ? { reason: 'out_of_memory', message: `Reading the workbook needs more than ${limits.maxHeapMb} MB` }
              : { reason: 'internal', message: error.message },
          )
        })
        worker.once('exit', (code) =>
          failWith({ reason: 'internal', message: `The workbook reader stopped (exit ${code})` }),
        )
      }),
  )
}
