import { describe, expect, it } from 'vitest'
import { readXlsxSafely } from '@case/xlsx/readXlsxSafely'
import { buildZip, unzipEntries, workbookBytes } from '../harness/fixtures/xlsxFiles'

/** Issue 11 #9 for uploads: a NUL character decoded from a cell must not reach a query (500). */
describe('xlsx cells with a NUL character', () => {
  it('are refused as xlsx_malformed (422)', async () => {
    const entries = unzipEntries(
      await workbookBytes([
        ['fall_id', 'ICD-10'],
        ['PLACEHOLDER', 'C50.9'],
      ]),
    )
    // OOXML writes control characters as _xHHHH_ escapes, which readers decode.
    const file = buildZip(
      entries.map(({ name, data }) => ({ name, data: data.toString('utf8').replace('PLACEHOLDER', 'A_x0000_B') })),
    )
    const error = await readXlsxSafely(file).then(
      () => null,
      (caught: unknown) => caught,
    )
    expect(error).toMatchObject({ status: 422, code: 'xlsx_malformed' })
  })
})
