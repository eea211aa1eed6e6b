import { calendarDateToUtc, parseIsoDate } from '@case/domain/dates/isoDate'
import { FALL_ID_HEADER } from '@case/xlsx/columnNames'
import { addSheetWithHeader, addStyledRow, DATE_COLUMN, fittedWidth, writeWorkbook } from '@case/xlsx/printLayout'
import {
  DATUM_COLUMN,
  emptyWeeksLabel,
  ICD_COLUMN,
  KVNR_COLUMN,
  MARKERS,
  sectionsInRange,
  WOCHENUEBERSICHT_SHEET,
  type WochenuebersichtData,
  type WochenuebersichtRow,
} from './wochenuebersichtLayout'

const KVNR_WIDTH = 14

/** The weeks the overview was generated for (the stored data lists only weeks with cases). */
export type WeekRange = { kw_from: number; kw_to: number }

/**
 * One sheet in the shared print layout: per KW a shaded `KW <n>` row followed by its cases, and a
 * `KW <a>–<b>: keine Fälle` line where weeks of the range have none. Empty cells stay blank.
 */
export function writeWochenuebersicht(filePath: string, data: WochenuebersichtData, range: WeekRange): Promise<void> {
  const rows = data.blocks.flatMap((block) => block.rows)
  const columns = [
    { header: FALL_ID_HEADER, width: fittedWidth(rows.map((row) => row.fall_id)) },
    { header: KVNR_COLUMN, width: KVNR_WIDTH },
    { header: DATUM_COLUMN, ...DATE_COLUMN },
    ...MARKERS.map(([, label]) => ({ header: label, align: 'center' as const })),
    { header: ICD_COLUMN, width: fittedWidth(rows.map((row) => row.icd10)) },
  ]
  return writeWorkbook(filePath, (workbook) => {
    const sheet = addSheetWithHeader(workbook, WOCHENUEBERSICHT_SHEET, columns)
    for (const section of sectionsInRange(data.blocks, range.kw_from, range.kw_to)) {
      if ('empty' in section) {
        addStyledRow(sheet, [emptyWeeksLabel(section.empty)], 'note')
        continue
      }
      addStyledRow(sheet, [section.block.label], 'block')
      for (const row of section.block.rows) sheet.addRow(caseCells(row)).commit()
    }
    sheet.commit()
  })
}

function caseCells(row: WochenuebersichtRow): (string | Date | null)[] {
  // UTC midnight: exceljs stores the instant's UTC date, so a local midnight would show the day before.
  const datum = calendarDateToUtc(parseIsoDate(row.datum)!)
  // null, not '': an empty string is still a (text) cell to Excel, filters and other readers.
  const markers = MARKERS.map(([marker]) => (row[marker] === '' ? null : row[marker]))
  return [row.fall_id ?? null, row.kvnr, datum, ...markers, row.icd10]
}
