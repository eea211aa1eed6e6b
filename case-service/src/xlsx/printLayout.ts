import type { Writable } from 'node:stream'
import ExcelJS from 'exceljs'

/**
 * How every workbook the service writes looks on screen and on paper — reports, Wochenübersicht,
 * coding template, sync export: one header style in the body font, widths that fit the headers,
 * and an A4 print set-up (one orientation per workbook, fit to page width, header row repeated on
 * every page, footer with sheet name and page); a report's first sheet opens with a title row. Written with exceljs's streaming WorkbookWriter, which
 * flushes each committed row, so memory does not grow with the row count.
 * Described in docs/case-service-reports.md ("Print layout").
 */

export type WorkbookWriter = ExcelJS.stream.xlsx.WorkbookWriter
export type Worksheet = ExcelJS.Worksheet
export type CellValue = string | number | Date | null
/** A formula with the value it has now, so readers that do not calculate (and the first view) show it. */
export type FormulaCell = { formula: string; result?: number | string }

/**
 * `wrap`: long text breaks into lines within the width (rows via `addWrappedRow`); `align`: the
 * header follows its values (`center` for marks like `x`, `right` for counts).
 */
export type ColumnSpec = {
  header: string
  width?: number
  hidden?: boolean
  numFmt?: string
  wrap?: boolean
  align?: 'center' | 'right'
}

/** `list` sheets (one row per case) get an autofilter; `table` sheets (counts with a total row) do not. */
export type SheetKind = 'list' | 'table'
export type Orientation = 'portrait' | 'landscape'

export const DATE_FORMAT = 'dd.mm.yyyy'
/** A date column: `dd.mm.yyyy`, centred with room to spare so it does not run into the next column's text. */
export const DATE_COLUMN = { numFmt: DATE_FORMAT, width: 13, align: 'center' } as const satisfies Omit<
  ColumnSpec,
  'header'
>
/** For `Quote %`: the cell holds the percentage itself (33.3), so one decimal and no ×100 scaling. */
export const PERCENT_NUMBER_FORMAT = '0.0'

const MIN_WIDTH = 6
const MAX_WIDTH = 60
const WIDTH_PADDING = 2
// Bold text runs about a tenth wider than regular; the autofilter button covers about two characters.
const BOLD_FACTOR = 1.1
const FILTER_BUTTON_WIDTH = 2
/** Sum of column widths (in characters of the body font) that A4 portrait holds between the margins at 100 %. */
export const PORTRAIT_WIDTH = 95
const A4 = 9
// The body font's default row height in points; a wrapped cell needs one per line.
export const LINE_HEIGHT = 15
const TITLE_HEIGHT = 20
/** In inches; the page break plan of the Wochenübersicht counts with them. */
export const PAGE_MARGINS = { left: 0.5, right: 0.5, top: 0.6, bottom: 0.7, header: 0.3, footer: 0.3 }
// Word wrap leaves the end of most lines empty: count on this share of the width per line.
const WRAP_FILL = 0.85

// exceljs's default cell font (font 0 of styles.xml); headers must name it too, or LibreOffice falls back to a serif.
const BODY_FONT: Partial<ExcelJS.Font> = { name: 'Calibri', family: 2, size: 11, scheme: 'minor', color: { theme: 1 } }
const THIN: Partial<ExcelJS.Border> = { style: 'thin', color: { argb: 'FF808080' } }
const shaded = (argb: string): ExcelJS.Fill => ({ type: 'pattern', pattern: 'solid', fgColor: { argb } })

export type RowStyle = 'title' | 'header' | 'summary' | 'block' | 'note'

const ROW_STYLES: Record<RowStyle, Partial<ExcelJS.Style>> = {
  /** What the printout is (see workbookTitle.ts), above the header of a report's first sheet. */
  title: { font: { ...BODY_FONT, bold: true, size: 13 } },
  header: { font: { ...BODY_FONT, bold: true }, fill: shaded('FFD9D9D9'), border: { bottom: THIN } },
  /** The `Gesamt` row at the bottom of a table. */
  summary: { font: { ...BODY_FONT, bold: true }, border: { top: THIN } },
  /** A group heading inside a list (`KW <n>` in the Wochenübersicht): shaded, ruled above. */
  block: { font: { ...BODY_FONT, bold: true }, fill: shaded('FFEDEDED'), border: { top: THIN } },
  /** A remark inside a sheet, e.g. weeks without cases. */
  note: { font: { ...BODY_FONT, italic: true, color: { argb: 'FF595959' } } },
}

/** Column width in characters for the longest of the values shown (header included). */
export function fittedWidth(values: readonly (CellValue | undefined)[]): number {
  const longest = values.reduce<number>(
    (max, value) => Math.max(max, value === null || value === undefined ? 0 : String(value).length),
    0,
  )
  return clampWidth(longest + WIDTH_PADDING)
}

/** The narrowest width that shows the bold header in full (and its filter button on list sheets). */
export function headerWidth(header: string, kind: SheetKind): number {
  return clampWidth(
    Math.ceil(header.length * BOLD_FACTOR) + WIDTH_PADDING + (kind === 'list' ? FILTER_BUTTON_WIDTH : 0),
  )
}

function clampWidth(width: number): number {
  return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, width))
}

/** Landscape once the visible columns are wider than A4 portrait holds; either way the sheet is scaled to one page wide. */
export function orientationFor(widths: readonly { width: number; hidden?: boolean }[]): Orientation {
  const total = widths.reduce((sum, column) => sum + (column.hidden ? 0 : column.width), 0)
  return total > PORTRAIT_WIDTH ? 'landscape' : 'portrait'
}

/** The widths a sheet's columns get: at least what the header needs. */
export function columnWidths(
  columns: readonly ColumnSpec[],
  kind: SheetKind = 'table',
): { width: number; hidden?: boolean }[] {
  return columns.map((column) => ({
    width: Math.max(column.width ?? 0, headerWidth(column.header, kind)),
    hidden: column.hidden,
  }))
}

/**
 * One orientation for all sheets of a workbook, so a printout does not flip between pages:
 * landscape as soon as one sheet needs it.
 */
export function workbookOrientation(
  sheets: readonly { columns: readonly ColumnSpec[]; kind?: SheetKind }[],
): Orientation {
  return sheets.some(({ columns, kind }) => orientationFor(columnWidths(columns, kind)) === 'landscape')
    ? 'landscape'
    : 'portrait'
}

// A4 in inches: the page's height in portrait and in landscape.
const PAGE_HEIGHT = { portrait: 11.69, landscape: 8.27 } as const
const POINTS_PER_INCH = 72

/**
 * How many rows of the default height fit on a page below the repeated header (first page: below
 * the title as well), one kept in reserve. Scaling to the page width only shrinks rows, so this is
 * never too many; manual page breaks planned with it hold in Excel and LibreOffice.
 */
export function rowsPerPage(orientation: Orientation, { title }: { title: boolean }): number {
  const printable = (PAGE_HEIGHT[orientation] - PAGE_MARGINS.top - PAGE_MARGINS.bottom) * POINTS_PER_INCH
  const free = printable - LINE_HEIGHT - (title ? TITLE_HEIGHT : 0)
  return Math.floor(free / LINE_HEIGHT) - 1
}

/** Writes a workbook to a file path or a stream; `build` adds and commits its sheets. */
export async function writeWorkbook(
  target: string | Writable,
  build: (workbook: WorkbookWriter) => Promise<void> | void,
): Promise<void> {
  const output = typeof target === 'string' ? { filename: target } : { stream: target }
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ ...output, useStyles: true, useSharedStrings: false })
  await build(workbook)
  await workbook.commit()
}

/**
 * `orientation`: the workbook's (workbookOrientation), when it has more than one sheet; `title`:
 * a title row above the header (a report's first sheet).
 */
export type SheetOptions = { kind?: SheetKind; orientation?: Orientation; title?: string }

/**
 * A sheet whose first row is the header (the second, below a title), frozen on screen and repeated
 * on every printed page. Every column is at least as wide as its header; a list sheet still needs
 * `commitListSheet`.
 */
export function addSheetWithHeader(
  workbook: WorkbookWriter,
  name: string,
  columns: readonly ColumnSpec[],
  { kind = 'table', orientation, title }: SheetOptions = {},
): Worksheet {
  const widths = columnWidths(columns, kind)
  const headerRow = title === undefined ? 1 : 2
  const sheet = workbook.addWorksheet(name, {
    views: [{ state: 'frozen', ySplit: headerRow }],
    pageSetup: {
      paperSize: A4,
      orientation: orientation ?? orientationFor(widths),
      // fitToWidth makes exceljs write <pageSetUpPr fitToPage="1"/>, without which Excel ignores the fit.
      fitToWidth: 1,
      fitToHeight: 0, // as many pages down as the rows need
      // Only the header repeats: the title belongs to the first page.
      printTitlesRow: `${headerRow}:${headerRow}`,
      margins: PAGE_MARGINS,
    },
    // Left the sheet name, right "page/pages".
    headerFooter: { oddFooter: '&L&A&R&P/&N' },
  })
  sheet.columns = columns.map(({ numFmt, wrap, align }, index) => ({
    ...widths[index],
    style: {
      ...(numFmt ? { numFmt } : {}),
      ...(wrap || align
        ? {
            alignment: {
              ...(wrap ? { wrapText: true, vertical: 'top' as const } : {}),
              ...(align ? { horizontal: align } : {}),
            },
          }
        : {}),
    },
  }))
  if (title !== undefined) addTitleRow(sheet, title)
  addStyledRow(
    sheet,
    columns.map((column) => column.header),
    'header',
  )
  return sheet
}

/** The title in column A, left-aligned whatever the column's alignment, spilling over the empty cells to its right. */
function addTitleRow(sheet: Worksheet, title: string): void {
  const row = sheet.addRow([title])
  const cell = row.getCell(1)
  cell.style = { ...ROW_STYLES.title, alignment: { horizontal: 'left' } }
  row.height = TITLE_HEIGHT
  row.commit()
}

/** The row of a sheet's header: the frozen rows end with it. */
function headerRowOf(sheet: Worksheet): number {
  const view = sheet.views[0]
  return view && 'ySplit' in view && view.ySplit ? view.ySplit : 1
}

/** Adds, styles (every column of the sheet, so fills and rules span the table) and commits one row; `breakAfter`: a manual page break below it. */
export function addStyledRow(
  sheet: Worksheet,
  values: readonly (CellValue | FormulaCell)[],
  style: RowStyle,
  { breakAfter = false }: { breakAfter?: boolean } = {},
): void {
  const row = sheet.addRow([...values])
  if (breakAfter) row.addPageBreak()
  const { font, fill, border } = ROW_STYLES[style]
  for (let column = 1; column <= sheet.columns.length; column++) {
    // Property by property: the column's number format stays on the cell.
    const cell = row.getCell(column)
    if (font) cell.font = font
    if (fill) cell.fill = fill
    if (border) cell.border = border
  }
  row.commit()
}

/**
 * Adds and commits a row whose wrapping cells get the height their text needs: LibreOffice keeps
 * the default height of rows written without one, and would print wrapped lines over each other.
 */
export function addWrappedRow(sheet: Worksheet, values: readonly CellValue[]): void {
  const row = sheet.addRow([...values])
  const lines = values.map((value, index) => {
    const column = sheet.getColumn(index + 1)
    if (!column.alignment?.wrapText || value === null) return 1
    const perLine = Math.max(1, Math.floor(((column.width ?? MIN_WIDTH) - WIDTH_PADDING) * WRAP_FILL))
    return Math.ceil(String(value).length / perLine)
  })
  row.height = Math.max(1, ...lines) * LINE_HEIGHT
  row.commit()
}

/** Commits a list sheet with an autofilter over its header and `dataRows` rows. */
export function commitListSheet(sheet: Worksheet, dataRows: number): void {
  const header = headerRowOf(sheet)
  sheet.autoFilter = {
    from: { row: header, column: 1 },
    to: { row: header + dataRows, column: sheet.columns.length },
  }
  sheet.commit()
}
