import { describe, expect, it } from 'vitest'
import { DEFAULT_XLSX_LIMITS, readXlsxSafely, XlsxRejection } from '@case/xlsx/readXlsxSafely'
import { checkZipDirectory, readZipDirectory, verifyZipEntries, type ZipEntry } from '@case/xlsx/zipPreScan'
import {
  buildZip,
  deflatedZeros,
  macroWorkbook,
  unzipEntries,
  workbookBytes,
  type ZipPart,
} from '../harness/fixtures/xlsxFiles'

const LIMITS = { maxEntries: 10, maxTotalUncompressedBytes: 1024 * 1024, maxCompressionRatio: 100 }
const OOXML_PARTS: ZipPart[] = [
  {
    name: '[Content_Types].xml',
    data: '<Types><Override ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
  },
  { name: 'xl/workbook.xml', data: '<workbook/>' },
]

function entriesOf(zip: Uint8Array): ZipEntry[] {
  const directory = readZipDirectory(zip)
  if (!directory.ok) throw new Error(directory.message)
  return directory.entries
}

async function rejectionOf(promise: Promise<unknown>): Promise<XlsxRejection> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(XlsxRejection)
  return error as XlsxRejection
}

describe('zip pre-scan', () => {
  it('reads the central directory of a real workbook', async () => {
    const entries = entriesOf(await workbookBytes([['a', 1]]))
    expect(entries.map((entry) => entry.name)).toEqual(
      expect.arrayContaining(['[Content_Types].xml', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml']),
    )
    expect(checkZipDirectory(entries, DEFAULT_XLSX_LIMITS)).toBeNull()
  })

  it('refuses non-ZIP input and damaged archives', () => {
    expect(readZipDirectory(Buffer.from('fall_id;ICD-10\n2026-01-05_R1;C50.9\n'))).toMatchObject({
      ok: false,
      problem: 'not_zip',
    })
    expect(readZipDirectory(new Uint8Array())).toMatchObject({ ok: false, problem: 'not_zip' })
    const zip = buildZip(OOXML_PARTS)
    expect(readZipDirectory(zip.subarray(0, zip.length - 30))).toMatchObject({ ok: false, problem: 'malformed' })
    const brokenDirectory = Buffer.from(zip)
    brokenDirectory.writeUInt32LE(0xdeadbeef, zip.readUInt32LE(zip.length - 22 + 16)) // first central header
    expect(readZipDirectory(brokenDirectory)).toMatchObject({ ok: false, problem: 'malformed' })
  })

  it('refuses too many entries, too much declared data, and a high compression ratio on a big entry', () => {
    const many = entriesOf(
      buildZip([...OOXML_PARTS, ...Array.from({ length: 9 }, (_, i) => ({ name: `xl/x${i}.xml`, data: 'x' }))]),
    )
    expect(checkZipDirectory(many, LIMITS)).toMatchObject({
      problem: 'limits_exceeded',
      message: expect.stringContaining('11 entries'),
    })
    const big = entriesOf(buildZip([...OOXML_PARTS, { name: 'xl/worksheets/sheet1.xml', data: 'x' }]))
    Object.assign(big[2]!, { uncompressedSize: 2 * 1024 * 1024, compressedSize: 1024 * 1024 })
    expect(checkZipDirectory(big, LIMITS)).toMatchObject({
      problem: 'limits_exceeded',
      message: expect.stringContaining('unpacks to'),
    })
    const storedMismatch = entriesOf(
      buildZip([...OOXML_PARTS, { name: 'xl/worksheets/sheet1.xml', data: 'x', store: true, declaredSize: 5 }]),
    )
    expect(checkZipDirectory(storedMismatch, LIMITS)).toMatchObject({ problem: 'malformed' })
    const ratio = entriesOf(
      buildZip([...OOXML_PARTS, { name: 'xl/worksheets/sheet1.xml', data: 'a'.repeat(512 * 1024) }]),
    )
    expect(checkZipDirectory(ratio, LIMITS)).toMatchObject({
      problem: 'limits_exceeded',
      message: expect.stringContaining('100:1'),
    })
    // Small parts may compress well: below 64 KiB the ratio is not held against them.
    const smallRatio = entriesOf(buildZip([...OOXML_PARTS, { name: 'xl/styles.xml', data: 'a'.repeat(32 * 1024) }]))
    expect(checkZipDirectory(smallRatio, LIMITS)).toBeNull()
  })

  it('refuses VBA projects and macro sheets by name, encryption and unknown methods', () => {
    for (const name of [
      'xl/vbaProject.bin',
      'xl/VBAProject.bin',
      'xl/macrosheets/sheet1.xml',
      'xl/dialogsheets/d1.xml',
    ]) {
      expect(checkZipDirectory(entriesOf(buildZip([...OOXML_PARTS, { name, data: 'x' }])), LIMITS), name).toMatchObject(
        { problem: 'macro' },
      )
    }
    expect(
      checkZipDirectory(
        entriesOf(buildZip([...OOXML_PARTS, { name: 'xl/printerSettings/printerSettings1.bin', data: 'x' }])),
        LIMITS,
      ),
    ).toBeNull()
    const encrypted = entriesOf(buildZip(OOXML_PARTS))
    encrypted[1]!.encrypted = true
    expect(checkZipDirectory(encrypted, LIMITS)).toMatchObject({ problem: 'malformed' })
    const bzip = entriesOf(buildZip(OOXML_PARTS))
    bzip[1]!.method = 12
    expect(checkZipDirectory(bzip, LIMITS)).toMatchObject({ problem: 'malformed' })
    expect(checkZipDirectory(entriesOf(buildZip([{ name: 'word/document.xml', data: '<w/>' }])), LIMITS)).toMatchObject(
      { problem: 'malformed' },
    )
  })

  it('catches an entry that inflates beyond its declared size (a lying directory) without keeping the output', async () => {
    const zeros = 8 * 1024 * 1024
    const zip = buildZip([
      ...OOXML_PARTS,
      {
        name: 'xl/worksheets/sheet1.xml',
        data: await deflatedZeros(zeros),
        deflated: true,
        uncompressedSize: zeros,
        declaredSize: 1000,
      },
    ])
    const entries = entriesOf(zip)
    expect(checkZipDirectory(entries, LIMITS)).toBeNull() // the directory alone looks harmless
    expect(await verifyZipEntries(zip, entries)).toMatchObject({
      problem: 'limits_exceeded',
      message: expect.stringContaining('declared size'),
    })
  })

  it('finds macro content types inside [Content_Types].xml', async () => {
    const zip = await macroWorkbook()
    const withoutBin = unzipEntries(zip).filter((entry) => entry.name !== 'xl/vbaProject.bin')
    const renamed = buildZip(withoutBin.map(({ name, data }) => ({ name, data })))
    const entries = entriesOf(renamed)
    expect(checkZipDirectory(entries, DEFAULT_XLSX_LIMITS)).toBeNull()
    expect(await verifyZipEntries(renamed, entries)).toMatchObject({ problem: 'macro' })
  })
})

describe('readXlsxSafely', () => {
  it('returns the rows as plain values', async () => {
    const bytes = await workbookBytes([
      ['fall_id', 'Datum', 'Anzahl', 'ICD-10'],
      ['2026-01-05_R1a2b3c4d', new Date(Date.UTC(2026, 0, 5)), 3, { richText: [{ text: 'C50' }, { text: '.9' }] }],
      [],
      [null, null, { formula: '1+1', result: 2 }, { text: 'E11.9', hyperlink: 'https://example.org' }],
    ])
    const { sheets } = await readXlsxSafely(bytes)
    expect(sheets).toHaveLength(1)
    expect(sheets[0]!.name).toBe('Tabelle1')
    expect(sheets[0]!.rows).toEqual([
      ['fall_id', 'Datum', 'Anzahl', 'ICD-10'],
      ['2026-01-05_R1a2b3c4d', new Date(Date.UTC(2026, 0, 5)), 3, 'C50.9'],
      [],
      [null, null, 2, 'E11.9'],
    ])
  })

  it('maps every refusal to its status and code', async () => {
    const text = await rejectionOf(readXlsxSafely(Buffer.from('not a workbook')))
    expect([text.status, text.code]).toEqual([415, 'not_xlsx'])
    const macro = await rejectionOf(readXlsxSafely(await macroWorkbook()))
    expect([macro.status, macro.code]).toEqual([415, 'macro_not_allowed'])
    const large = await rejectionOf(readXlsxSafely(await workbookBytes([['x']]), { maxBytes: 100 }))
    expect([large.status, large.code]).toEqual([413, 'payload_too_large'])
    const bomb = await rejectionOf(
      readXlsxSafely(
        buildZip([
          ...OOXML_PARTS,
          {
            name: 'xl/worksheets/sheet1.xml',
            data: await deflatedZeros(4 * 1024 * 1024),
            deflated: true,
            uncompressedSize: 4 * 1024 * 1024,
          },
        ]),
      ),
    )
    expect([bomb.status, bomb.code]).toEqual([422, 'xlsx_limits_exceeded'])
    const garbage = await rejectionOf(
      readXlsxSafely(buildZip([...OOXML_PARTS, { name: 'xl/worksheets/sheet1.xml', data: '<<<not xml' }])),
    )
    expect([garbage.status, garbage.code]).toEqual([422, 'xlsx_malformed'])
  })

  it('stops a parse that runs out of time or heap (the worker is terminated)', async () => {
    const bytes = await workbookBytes(Array.from({ length: 2000 }, (_, i) => [`row ${i}`, i, 'x'.repeat(50)]))
    const slow = await rejectionOf(readXlsxSafely(bytes, { parseTimeoutMs: 5 }))
    expect([slow.status, slow.code]).toEqual([422, 'xlsx_timeout'])
    const hungry = await rejectionOf(readXlsxSafely(bytes, { maxParseHeapMb: 2 }))
    expect([hungry.status, hungry.code]).toEqual([422, 'xlsx_limits_exceeded'])
  })
})
