/* global Buffer */
/*
 * The exceljs parse, run as a worker thread by parseInWorker.ts. A plain JavaScript module on disk
 * (not a string, not bundled): the main thread starts it by its path under serviceRoot(), so
 * Next's bundler never rewrites the `import('exceljs')` below and Node resolves it as usual.
 *
 * The reply is bounded: every distinct string is sent ONCE in `strings` and cells refer to it by
 * index (a shared string referenced by many cells would otherwise be copied per cell by
 * postMessage), and the cell count and the total text over all cells are capped.
 */
import { parentPort, workerData } from 'node:worker_threads'

class LimitExceeded extends Error {}
class Unreadable extends Error {}

function plainValue(value) {
  if (value === null || value === undefined) return null
  if (value instanceof Date || typeof value !== 'object') return value
  if (Array.isArray(value.richText)) return value.richText.map((run) => run.text).join('')
  if ('result' in value) return plainValue(value.result)
  if ('text' in value) return plainValue(value.text)
  return null
}

async function parse() {
  let ExcelJS
  try {
    ExcelJS = (await import('exceljs')).default
  } catch (error) {
    return { ok: false, kind: 'internal', message: `exceljs cannot be loaded: ${error && error.message}` }
  }
  const { bytes, maxCells, maxTextChars } = workerData
  const workbook = new ExcelJS.Workbook()
  try {
    await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))
  } catch (error) {
    return { ok: false, kind: 'malformed', message: String((error && error.message) || error) }
  }
  const strings = []
  const stringIndex = new Map()
  let cellCount = 0
  let textChars = 0
  const encode = (value) => {
    if (typeof value !== 'string') return value
    // Decoded from an `_x0000_` escape: PostgreSQL text cannot hold it, so no importer may see it.
    if (value.includes('\u0000')) throw new Unreadable('A cell contains a NUL character')
    // Counted per reference: the text the importers will look at, however it is stored.
    textChars += value.length
    if (textChars > maxTextChars)
      throw new LimitExceeded(`The workbook holds more than ${maxTextChars} characters of cell text`)
    let index = stringIndex.get(value)
    if (index === undefined) {
      index = strings.push(value) - 1
      stringIndex.set(value, index)
    }
    return { s: index }
  }
  const sheets = []
  try {
    workbook.eachSheet((worksheet) => {
      const rows = []
      worksheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
        const cells = []
        row.eachCell({ includeEmpty: true }, (cell, columnNumber) => {
          cellCount++
          if (cellCount > maxCells) throw new LimitExceeded(`The workbook has more than ${maxCells} cells`)
          cells[columnNumber - 1] = encode(plainValue(cell.value))
        })
        rows[rowNumber - 1] = Array.from(cells, (cell) => (cell === undefined ? null : cell))
      })
      sheets.push({ name: worksheet.name, rows: Array.from(rows, (row) => row || []) })
    })
  } catch (error) {
    if (error instanceof LimitExceeded) return { ok: false, kind: 'limits_exceeded', message: error.message }
    if (error instanceof Unreadable) return { ok: false, kind: 'malformed', message: error.message }
    throw error
  }
  return { ok: true, strings, sheets }
}

parse().then(
  (reply) => parentPort.postMessage(reply),
  (error) =>
    parentPort.postMessage({ ok: false, kind: 'internal', message: String((error && error.message) || error) }),
)
