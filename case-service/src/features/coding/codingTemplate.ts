import { PassThrough } from 'node:stream'
import { buffer } from 'node:stream/consumers'
import type { Db } from '@case/db/client'
import { berlinCalendarDate, formatIsoDate } from '@case/domain/dates/isoDate'
import { caseBatches } from '@case/features/cases/caseBatches'
import { caseMarkerColumns, needsAnyCoding } from '@case/features/cases/queries'
import { caseColumnsNamed } from '@case/features/cases/selectedColumns'
import { codingTemplateKey } from '@case/features/icdImport/templateKey'
import { FALL_ID_HEADER } from '@case/xlsx/columnNames'
import { ERGEBNIS_HEADER, ergebnisLabel, THERAPIEAENDERUNG_HEADER, yesNoLabel } from '@case/xlsx/codingCells'
import {
  addSheetWithHeader,
  commitListSheet,
  DATE_COLUMN,
  writeWorkbook,
  type ColumnSpec,
} from '@case/xlsx/printLayout'

/**
 * The coding template: one row per case still to be coded (the coding queue: no ICD-10 yet, or a
 * Gutachten without its Ergebnis or Therapieänderung), with the values it already has. No patient
 * names (data protection). The ICD import finds ICD-10, Gutachten-Ergebnis and Therapieänderung by
 * their headers (older templates without the last two: ICD-10 in the last column). Columns without
 * a width are as wide as their header (print layout: src/xlsx/printLayout).
 */
export const CODING_TEMPLATE_COLUMNS: ColumnSpec[] = [
  { header: FALL_ID_HEADER, width: 24 },
  { header: 'KVNR', width: 13 },
  { header: 'Datum', ...DATE_COLUMN },
  { header: 'Fallgruppe', width: 16 },
  { header: 'Fachgebiet', width: 18 },
  { header: 'Erstgespräch', align: 'center' },
  { header: 'Abbruch', align: 'center' },
  { header: 'Unterlagen', align: 'center' },
  { header: 'Gutachten', align: 'center' },
  { header: 'FG', align: 'center' },
  { header: 'ICD-10', width: 12 },
  { header: ERGEBNIS_HEADER, width: 20 },
  { header: THERAPIEAENDERUNG_HEADER, align: 'center' },
]

const BATCH_SIZE = 1000
const MARK = 'x'

const templateColumns = {
  ...caseColumnsNamed(
    'id',
    'fall_id',
    'kvnr',
    'datum',
    'fallgruppe',
    'fachgebiet',
    'icd10',
    'gutachten_ergebnis',
    'therapieaenderung',
  ),
  ...caseMarkerColumns,
}

/** Written with the streaming WorkbookWriter (each row is flushed when committed) into one buffer. */
export async function buildCodingTemplate(db: Db): Promise<{ file: Buffer; rows: number }> {
  const output = new PassThrough()
  const file = buffer(output)
  let rows = 0
  await writeWorkbook(output, async (workbook) => {
    const sheet = addSheetWithHeader(workbook, 'Kodierung', CODING_TEMPLATE_COLUMNS, { kind: 'list' })
    for await (const batch of caseBatches(db, templateColumns, [needsAnyCoding()], BATCH_SIZE)) {
      for (const row of batch) {
        sheet
          .addRow([
            codingTemplateKey(row), // legacy fall_ids carry a surname: a neutral key instead
            row.kvnr,
            // UTC midnight: a local-midnight Date would show the previous day in Excel.
            new Date(`${row.datum}T00:00:00Z`),
            row.fallgruppe,
            row.fachgebiet,
            ...[row.erstgespraech, row.abbruch, row.unterlagen, row.gutachten, row.fg].map((marker) =>
              marker ? MARK : null,
            ),
            row.icd10,
            ergebnisLabel(row.gutachten_ergebnis),
            yesNoLabel(row.therapieaenderung),
          ])
          .commit()
        rows++
      }
    }
    commitListSheet(sheet, rows)
  })
  return { file: await file, rows }
}

export function codingTemplateFileName(now: Date): string {
  return `kodiervorlage_${formatIsoDate(berlinCalendarDate(now))}.xlsx`
}
