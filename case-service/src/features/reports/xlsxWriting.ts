import ExcelJS from 'exceljs'
import type { Cell, ReportTable } from './reportSheets'

/**
 * Streaming XLSX output shared by reports, the Wochenübersicht and the sync export: exceljs's
 * WorkbookWriter flushes each committed row, so memory does not grow with the row count.
 */
export type WorkbookWriter = ExcelJS.stream.xlsx.WorkbookWriter
export type Worksheet = ExcelJS.Worksheet

export type ColumnSpec = { header: string; width: number; hidden?: boolean; numFmt?: string }

const MIN_WIDTH = 6
const MAX_WIDTH = 60
const WIDTH_PADDING = 2
export const DATE_FORMAT = 'dd.mm.yyyy'

/** Column width in characters for the longest of the values shown (header included). */
export function fittedWidth(values: readonly (Cell | undefined)[]): number {
  const longest = values.reduce<number>((max, value) => Math.max(max, value === null || value === undefined ? 0 : String(value).length), 0)
  return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, longest + WIDTH_PADDING))
}

/** Writes a workbook to `filePath`; `build` adds and commits its sheets. */
export async function writeWorkbook(filePath: string, build: (workbook: WorkbookWriter) => Promise<void> | void): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: filePath, useStyles: true, useSharedStrings: false })
  await build(workbook)
  await workbook.commit()
}

/** A sheet whose first row is the bold header, frozen so it stays visible while scrolling. */
export function addSheetWithHeader(workbook: WorkbookWriter, name: string, columns: ColumnSpec[]): Worksheet {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.columns = columns.map(({ width, hidden, numFmt }) => ({ width, hidden, style: numFmt ? { numFmt } : {} }))
  const header = sheet.addRow(columns.map((column) => column.header))
  header.font = { bold: true }
  header.commit()
  return sheet
}

/** The five report tables, one sheet each, the `Gesamt` row bold at the bottom. */
export function writeReportTables(filePath: string, tables: readonly ReportTable[]): Promise<void> {
  return writeWorkbook(filePath, (workbook) => {
    for (const table of tables) {
      const columns = table.columns.map((header, index) => ({
        header,
        width: fittedWidth([header, ...table.rows.map((row) => row[index]), table.summary[index]]),
      }))
      const sheet = addSheetWithHeader(workbook, table.name, columns)
      for (const row of table.rows) sheet.addRow(row).commit()
      const summary = sheet.addRow(table.summary)
      summary.font = { bold: true }
      summary.commit()
      sheet.commit()
    }
  })
}
