import { describe, expect, it } from 'vitest'
import { readXlsxSafely, XlsxRejection } from '@case/xlsx/readXlsxSafely'
import { sharedStringBombWorkbook } from '../harness/fixtures/xlsxFiles'

const MB = 1024 * 1024
const heapUsed = () => process.memoryUsage().heapUsed

/** Issue 11 #4: a ~1 MB shared string referenced by 1 500 cells grew the main heap by ~1.5 GB. */
describe('xlsx: a shared string referenced by many cells', () => {
  it('the reported file (≈ 770 KB, 1 500 references) is refused as xlsx_limits_exceeded without growing the main heap', async () => {
    const file = sharedStringBombWorkbook({ references: 1500, stringBytes: MB })
    expect(file.byteLength).toBeGreaterThan(700 * 1024)
    expect(file.byteLength).toBeLessThan(900 * 1024)
    const before = heapUsed()
    const error = await readXlsxSafely(file).then(
      () => null,
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(XlsxRejection)
    expect(error).toMatchObject({ status: 422, code: 'xlsx_limits_exceeded' })
    expect(heapUsed() - before).toBeLessThan(64 * MB)
  })

  it('below the cap, every cell gets the string, but the main thread receives it once (no copy per cell)', async () => {
    const references = 24
    const file = sharedStringBombWorkbook({ references, stringBytes: MB })
    const before = heapUsed()
    const { sheets } = await readXlsxSafely(file)
    const grown = heapUsed() - before
    const cells = sheets[0]!.rows.map((row) => row[0])
    expect(cells).toHaveLength(references)
    expect(cells.every((cell) => typeof cell === 'string' && cell.length === MB)).toBe(true)
    // 24 copies would be ≥ 24 MB; the string once (plus the file and parser bookkeeping) stays well below.
    expect(grown).toBeLessThan(16 * MB)
  })

  it('a cap on the cell count refuses a workbook with too many cells', async () => {
    const error = await readXlsxSafely(sharedStringBombWorkbook({ references: 50, stringBytes: 10 }), {
      maxCells: 20,
    }).then(
      () => null,
      (caught: unknown) => caught,
    )
    expect(error).toMatchObject({
      status: 422,
      code: 'xlsx_limits_exceeded',
      detail: expect.stringContaining('20 cells'),
    })
  })
})
