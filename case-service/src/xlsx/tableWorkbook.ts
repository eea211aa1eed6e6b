import {
  addSheetWithHeader,
  addStyledRow,
  fittedWidth,
  PERCENT_NUMBER_FORMAT,
  writeWorkbook,
  type CellValue,
} from './printLayout'

/** A table of counts for one sheet: the first column names the row, the summary row stands bold at the bottom. */
export type SummedTable = {
  name: string
  columns: readonly string[]
  rows: readonly (readonly CellValue[])[]
  summary: readonly CellValue[]
}

/**
 * One sheet per table in the print layout of printLayout.ts; counts are right-aligned, the columns
 * named in `percentColumns` get one decimal.
 */
export function writeSummedTables(
  filePath: string,
  tables: readonly SummedTable[],
  { percentColumns = [] }: { percentColumns?: readonly string[] } = {},
): Promise<void> {
  return writeWorkbook(filePath, (workbook) => {
    for (const table of tables) {
      const columns = table.columns.map((header, index) => ({
        header,
        width: fittedWidth([header, ...table.rows.map((row) => row[index]), table.summary[index]]),
        numFmt: percentColumns.includes(header) ? PERCENT_NUMBER_FORMAT : undefined,
        align: index === 0 ? undefined : ('right' as const),
      }))
      const sheet = addSheetWithHeader(workbook, table.name, columns)
      for (const row of table.rows) sheet.addRow([...row]).commit()
      addStyledRow(sheet, table.summary, 'summary')
      sheet.commit()
    }
  })
}
