import { calendarDateToUtc, parseIsoDate } from '@case/domain/dates/isoDate'
import { FALL_ID_HEADER } from '@case/xlsx/columnNames'
import {
  addSheetWithHeader,
  addStyledRow,
  columnWidths,
  DATE_COLUMN,
  fittedWidth,
  orientationFor,
  rowsPerPage,
  writeWorkbook,
  type Worksheet,
} from '@case/xlsx/printLayout'
import { workbookTitle, type WorkbookTitle } from '@case/xlsx/workbookTitle'
import {
  DATUM_COLUMN,
  ICD_COLUMN,
  KVNR_COLUMN,
  MARKERS,
  paginateWochenuebersicht,
  sectionsInRange,
  WOCHENUEBERSICHT_SHEET,
  type WochenuebersichtData,
  type WochenuebersichtLine,
  type WochenuebersichtRow,
} from './wochenuebersichtLayout'

const KVNR_WIDTH = 14

/**
 * One sheet in the shared print layout, below a title row: per KW a shaded `KW <n>` row with its
 * case count, then its cases (a week running over a page starts the next one with
 * `KW <n> (Fortsetzung)`), and a `KW <a>–<b>: keine Fälle` line where weeks of the range have none.
 * The title names the weeks generated (the stored data lists only weeks with cases). Empty cells stay blank.
 */
export function writeWochenuebersicht(
  filePath: string,
  data: WochenuebersichtData,
  title: WorkbookTitle,
): Promise<void> {
  const rows = data.blocks.flatMap((block) => block.rows)
  const columns = [
    { header: FALL_ID_HEADER, width: fittedWidth(rows.map((row) => row.fall_id)) },
    { header: KVNR_COLUMN, width: KVNR_WIDTH },
    { header: DATUM_COLUMN, ...DATE_COLUMN },
    ...MARKERS.map(([, label]) => ({ header: label, align: 'center' as const })),
    { header: ICD_COLUMN, width: fittedWidth(rows.map((row) => row.icd10)) },
  ]
  const orientation = orientationFor(columnWidths(columns))
  const lines = paginateWochenuebersicht(sectionsInRange(data.blocks, title.kw_from, title.kw_to), {
    first: rowsPerPage(orientation, { title: true }),
    further: rowsPerPage(orientation, { title: false }),
  })
  return writeWorkbook(filePath, (workbook) => {
    const sheet = addSheetWithHeader(workbook, WOCHENUEBERSICHT_SHEET, columns, {
      orientation,
      title: workbookTitle(title),
    })
    for (const line of lines) addLine(sheet, line)
    sheet.commit()
  })
}

function addLine(sheet: Worksheet, line: WochenuebersichtLine): void {
  if (line.kind === 'case') {
    const row = sheet.addRow(caseCells(line.row))
    if (line.breakAfter) row.addPageBreak()
    row.commit()
    return
  }
  // The count stands in the KVNR column: the first cell stays the bare label the ICD import reads.
  const cells = line.kind === 'block' ? [line.label, line.count ?? null] : [line.label]
  addStyledRow(sheet, cells, line.kind === 'block' ? 'block' : 'note', { breakAfter: line.breakAfter })
}

function caseCells(row: WochenuebersichtRow): (string | Date | null)[] {
  // UTC midnight: exceljs stores the instant's UTC date, so a local midnight would show the day before.
  const datum = calendarDateToUtc(parseIsoDate(row.datum)!)
  // null, not '': an empty string is still a (text) cell to Excel, filters and other readers.
  const markers = MARKERS.map(([marker]) => (row[marker] === '' ? null : row[marker]))
  return [row.fall_id ?? null, row.kvnr, datum, ...markers, row.icd10]
}
