import { addSheetWithHeader, addStyledRow, fittedWidth, PERCENT_NUMBER_FORMAT, writeWorkbook } from '@case/xlsx/printLayout'
import { QUOTE_COLUMN, type ReportTable } from './reportSheets'

/** The five report tables, one sheet each (print layout of src/xlsx/printLayout), the `Gesamt` row bold at the bottom. */
export function writeReportTables(filePath: string, tables: readonly ReportTable[]): Promise<void> {
  return writeWorkbook(filePath, (workbook) => {
    for (const table of tables) {
      const columns = table.columns.map((header, index) => ({
        header,
        width: fittedWidth([header, ...table.rows.map((row) => row[index]), table.summary[index]]),
        numFmt: header === QUOTE_COLUMN ? PERCENT_NUMBER_FORMAT : undefined,
        // The first column names the row (KW, Fachgebiet, ICD-10); the others are counts.
        align: index === 0 ? undefined : ('right' as const),
      }))
      const sheet = addSheetWithHeader(workbook, table.name, columns)
      for (const row of table.rows) sheet.addRow(row).commit()
      addStyledRow(sheet, table.summary, 'summary')
      sheet.commit()
    }
  })
}
