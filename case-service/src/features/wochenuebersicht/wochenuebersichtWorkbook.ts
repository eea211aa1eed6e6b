import { calendarDateToUtc, parseIsoDate } from '@case/domain/dates/isoDate'
import { addSheetWithHeader, DATE_FORMAT, fittedWidth, writeWorkbook } from '@case/features/reports/xlsxWriting'
import { DATUM_COLUMN, ICD_COLUMN, KVNR_COLUMN, MARKERS, WOCHENUEBERSICHT_SHEET, type WochenuebersichtData } from './wochenuebersichtLayout'

const KVNR_WIDTH = 14
const DATE_WIDTH = 12

/** One sheet: bold frozen header, then per KW a bold `KW <n>` row followed by its cases. */
export function writeWochenuebersicht(filePath: string, data: WochenuebersichtData): Promise<void> {
  const icdCodes = data.blocks.flatMap((block) => block.rows.map((row) => row.icd10))
  const columns = [
    { header: KVNR_COLUMN, width: KVNR_WIDTH },
    { header: DATUM_COLUMN, width: DATE_WIDTH, numFmt: DATE_FORMAT },
    ...MARKERS.map(([, label]) => ({ header: label, width: fittedWidth([label]) })),
    { header: ICD_COLUMN, width: fittedWidth([ICD_COLUMN, ...icdCodes]) },
  ]
  return writeWorkbook(filePath, (workbook) => {
    const sheet = addSheetWithHeader(workbook, WOCHENUEBERSICHT_SHEET, columns)
    for (const block of data.blocks) {
      const blockHeader = sheet.addRow([block.label])
      blockHeader.font = { bold: true }
      blockHeader.commit()
      for (const row of block.rows) {
        // UTC midnight: exceljs stores the instant's UTC date, so a local midnight would show the day before.
        const datum = calendarDateToUtc(parseIsoDate(row.datum)!)
        sheet.addRow([row.kvnr, datum, ...MARKERS.map(([marker]) => row[marker]), row.icd10]).commit()
      }
    }
    sheet.commit()
  })
}
