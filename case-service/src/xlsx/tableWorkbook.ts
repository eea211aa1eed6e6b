import {
  addSheetWithHeader,
  addStyledRow,
  fittedWidth,
  PERCENT_NUMBER_FORMAT,
  workbookOrientation,
  writeWorkbook,
  type CellValue,
  type ColumnSpec,
  type FormulaCell,
} from './printLayout'

/** A table of counts for one sheet: the first column names the row, the summary row stands bold at the bottom. */
export type SummedTable = {
  name: string
  columns: readonly string[]
  rows: readonly (readonly CellValue[])[]
  summary: readonly CellValue[]
}

/** A column that holds `part / whole` in percent (one decimal), `part` and `whole` named by their headers. */
export type PercentColumn = { header: string; part: string; whole: string }

/**
 * Pure: the summary row as formulas over the rows above (sheet rows `firstRow`..`firstRow + rows - 1`),
 * each with the computed value as its cached result: a clerk's edit recalculates, a reader that does
 * not calculate still sees the numbers. The label cell stays text; a percent column divides the
 * summary cells of its part and whole, as the rows do.
 */
export function summaryFormulas(
  table: SummedTable,
  firstRow: number,
  percentColumns: readonly PercentColumn[] = [],
): (CellValue | FormulaCell)[] {
  const lastRow = firstRow + table.rows.length - 1
  const summaryRow = lastRow + 1
  const letter = (header: string) => columnLetter(table.columns.indexOf(header) + 1)
  return table.summary.map((value, index) => {
    if (index === 0) return value
    const percent = percentColumns.find((column) => column.header === table.columns[index])
    const result = value === null ? {} : { result: value as number | string }
    if (percent) {
      const whole = `${letter(percent.whole)}${summaryRow}`
      const part = `${letter(percent.part)}${summaryRow}`
      return { formula: `IF(${whole}=0,"",ROUND(${part}/${whole}*100,1))`, ...result }
    }
    const column = columnLetter(index + 1)
    // An empty range (no rows) sums to 0, which is what the summary holds then.
    return table.rows.length === 0 ? value : { formula: `SUM(${column}${firstRow}:${column}${lastRow})`, ...result }
  })
}

/** 1 → A, 27 → AA. */
export function columnLetter(column: number): string {
  let letters = ''
  for (let rest = column; rest > 0; rest = Math.floor((rest - 1) / 26))
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters
  return letters
}

/**
 * One sheet per table in the print layout of printLayout.ts, all in one orientation; counts are
 * right-aligned, percent columns get one decimal, the first sheet opens with `title`.
 */
export function writeSummedTables(
  filePath: string,
  tables: readonly SummedTable[],
  { percentColumns = [], title }: { percentColumns?: readonly PercentColumn[]; title?: string } = {},
): Promise<void> {
  const sheets = tables.map((table) => ({ table, columns: columnsOf(table, percentColumns) }))
  const orientation = workbookOrientation(sheets)
  return writeWorkbook(filePath, (workbook) => {
    sheets.forEach(({ table, columns }, index) => {
      const sheetTitle = index === 0 ? title : undefined
      const sheet = addSheetWithHeader(workbook, table.name, columns, { orientation, title: sheetTitle })
      for (const row of table.rows) sheet.addRow([...row]).commit()
      // Rows start below the header, which stands below the title if there is one.
      const firstRow = sheetTitle === undefined ? 2 : 3
      addStyledRow(sheet, summaryFormulas(table, firstRow, percentColumns), 'summary')
      sheet.commit()
    })
  })
}

function columnsOf(table: SummedTable, percentColumns: readonly PercentColumn[]): ColumnSpec[] {
  return table.columns.map((header, index) => ({
    header,
    width: fittedWidth([header, ...table.rows.map((row) => row[index]), table.summary[index]]),
    numFmt: percentColumns.some((column) => column.header === header) ? PERCENT_NUMBER_FORMAT : undefined,
    align: index === 0 ? undefined : ('right' as const),
  }))
}
