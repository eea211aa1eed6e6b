import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isFallIdHeader } from '@case/xlsx/columnNames'
import {
  addSheetWithHeader,
  addStyledRow,
  addWrappedRow,
  commitListSheet,
  DATE_FORMAT,
  fittedWidth,
  headerWidth,
  orientationFor,
  PORTRAIT_WIDTH,
  rowsPerPage,
  workbookOrientation,
  writeWorkbook,
} from '@case/xlsx/printLayout'
import { xlsxPart } from '../harness/fixtures/reports'

describe('fittedWidth', () => {
  it('is the longest shown value plus padding, within bounds', () => {
    expect(fittedWidth(['KW', 1, 53])).toBe(6)
    expect(fittedWidth(['Teilweise bestätigt', 12345, null])).toBe(21)
    expect(fittedWidth(['x'.repeat(200)])).toBe(60)
  })
})

describe('headerWidth', () => {
  it('fits the bold header, plus the filter button on list sheets', () => {
    // 12 characters × 1.1 (bold) → 14, + 2 padding
    expect(headerWidth('Erstgespräch', 'table')).toBe(16)
    expect(headerWidth('Erstgespräch', 'list')).toBe(18)
    expect(headerWidth('FG', 'table')).toBe(6)
  })
})

describe('orientationFor', () => {
  it('turns landscape once the visible columns are wider than A4 portrait; hidden columns do not count', () => {
    expect(orientationFor([{ width: PORTRAIT_WIDTH }])).toBe('portrait')
    expect(orientationFor([{ width: PORTRAIT_WIDTH }, { width: 1 }])).toBe('landscape')
    expect(orientationFor([{ width: PORTRAIT_WIDTH }, { width: 40, hidden: true }])).toBe('portrait')
  })
})

describe('workbookOrientation', () => {
  it('prints every sheet landscape as soon as one needs it, portrait otherwise', () => {
    const narrow = { columns: [{ header: 'KW', width: 40 }] }
    const wide = {
      columns: [
        { header: 'Fall-ID', width: 60 },
        { header: 'Hinweis', width: 60 },
      ],
    }
    expect(workbookOrientation([narrow, narrow])).toBe('portrait')
    expect(workbookOrientation([narrow, wide])).toBe('landscape')
    // A list sheet's headers are wider (filter button): 40 + 8 × (header 9 + 2) > 95
    expect(workbookOrientation([{ columns: Array(8).fill({ header: 'Spalte' }), kind: 'list' }])).toBe('portrait')
  })
})

describe('rowsPerPage', () => {
  it('counts the default rows below the header (and the title), one in reserve', () => {
    // landscape: (8.27 − 0.6 − 0.7) in × 72 = 501.8 pt − 15 header = 486.8 → 32 rows − 1
    expect(rowsPerPage('landscape', { title: false })).toBe(31)
    expect(rowsPerPage('landscape', { title: true })).toBe(30)
    expect(rowsPerPage('portrait', { title: false })).toBe(47)
  })
})

describe('isFallIdHeader', () => {
  it('accepts the current and the legacy spelling, nothing else', () => {
    expect(['Fall-ID', 'fall_id', ' FALL-ID ', 'Fall_ID'].map(isFallIdHeader)).toEqual([true, true, true, true])
    expect(['Fall', 'FallID', 'ID', ''].map(isFallIdHeader)).toEqual([false, false, false, false])
  })
})

describe('print layout of a written workbook', () => {
  let dir: string
  let file: Buffer

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'print-layout-'))
    const filePath = path.join(dir, 'layout.xlsx')
    await writeWorkbook(filePath, (workbook) => {
      const list = addSheetWithHeader(
        workbook,
        'Liste',
        [
          { header: 'Fall-ID', width: 24 },
          { header: 'Datum', numFmt: DATE_FORMAT },
          { header: 'Erstgespräch', width: 8 },
          { header: 'Intern', width: 40, hidden: true },
          { header: 'Fachgebiet', width: 60 },
        ],
        { kind: 'list' },
      )
      list.addRow(['2026-01-05_R1a2b3c4d', new Date('2026-01-05T00:00:00Z'), 'x', null, 'Kardiologie']).commit()
      addStyledRow(list, ['KW 2'], 'block')
      list.addRow(['2026-01-06_R1a2b3c4d', new Date('2026-01-06T00:00:00Z'), null, null, 'Onkologie']).commit()
      commitListSheet(list, 3)
      const table = addSheetWithHeader(workbook, 'Tabelle', [{ header: 'KW' }, { header: 'Anzahl' }])
      table.addRow([1, 2]).commit()
      addStyledRow(table, ['Gesamt', 2], 'summary')
      table.commit()
      const notes = addSheetWithHeader(workbook, 'Hinweise', [
        { header: 'Spalte', width: 10 },
        { header: 'Hinweis', width: 30, wrap: true },
      ])
      addWrappedRow(notes, ['kurz', 'passt'])
      addWrappedRow(notes, ['lang', 'x'.repeat(60)]) // 23 characters a line at width 30 → 3 lines
      notes.commit()
      const titled = addSheetWithHeader(workbook, 'Bericht', [{ header: 'KW' }, { header: 'Anzahl', align: 'right' }], {
        kind: 'list',
        orientation: 'landscape',
        title: 'Standard · 2026 · KW 1–3',
      })
      titled.addRow([1, 2]).commit()
      commitListSheet(titled, 1)
    })
    file = await readFile(filePath)
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  const fonts = async () =>
    [...(await xlsxPart(file, 'xl/styles.xml')).matchAll(/<font>([\s\S]*?)<\/font>/g)].map((match) => match[1]!)

  it('names the body font in every font, the header included (no bare <font><b/></font>)', async () => {
    const all = await fonts()
    expect(all.some((font) => font.includes('<b/>'))).toBe(true)
    // 11 pt, the title 13 pt
    for (const font of all) expect(font).toMatch(/<sz val="1[13]"\/>[\s\S]*<name val="Calibri"\/>/)
  })

  it('prints A4, landscape only where wide, one page wide, header row on every page, footer with sheet and page', async () => {
    const list = await xlsxPart(file, 'xl/worksheets/sheet1.xml')
    const table = await xlsxPart(file, 'xl/worksheets/sheet2.xml')
    for (const sheet of [list, table]) {
      expect(sheet).toContain('<pageSetUpPr fitToPage="1"/>')
      expect(sheet).toMatch(/<pageSetup paperSize="9" [^>]*fitToWidth="1" fitToHeight="0"/)
      expect(sheet).toContain('<oddFooter>&amp;L&amp;A&amp;R&amp;P/&amp;N</oddFooter>')
      expect(sheet).toMatch(/<pane [^>]*ySplit="1"[^>]*state="frozen"/)
    }
    // 24 + 12 + 18 + 60 visible (the hidden 40 does not count) > A4 portrait
    expect(list).toMatch(/<pageSetup [^>]*orientation="landscape"/)
    expect(table).toMatch(/<pageSetup [^>]*orientation="portrait"/)
    const workbookXml = await xlsxPart(file, 'xl/workbook.xml')
    expect(workbookXml).toContain(
      `<definedName name="_xlnm.Print_Titles" localSheetId="0">&apos;Liste&apos;!$1:$1</definedName>`,
    )
    expect(workbookXml).toContain(
      `<definedName name="_xlnm.Print_Titles" localSheetId="1">&apos;Tabelle&apos;!$1:$1</definedName>`,
    )
  })

  it('widens a column to its header, filters list sheets over header and rows, keeps number formats on styled cells', async () => {
    const list = await xlsxPart(file, 'xl/worksheets/sheet1.xml')
    const widths = [...list.matchAll(/<col [^>]*width="([\d.]+)"/g)].map((match) => Number(match[1]))
    expect(widths.slice(0, 3)).toEqual([24, headerWidth('Datum', 'list'), headerWidth('Erstgespräch', 'list')])
    expect(list).toContain('<autoFilter ref="A1:E4"/>')
    expect(await xlsxPart(file, 'xl/worksheets/sheet2.xml')).not.toContain('<autoFilter')
    const styles = await xlsxPart(file, 'xl/styles.xml')
    // The block row's Datum cell (B3) is shaded and still a date cell.
    const b3Style = Number(/<c r="B3" s="(\d+)"/.exec(list)?.[1])
    const xf = [...styles.matchAll(/<xf [^>]*numFmtId="(\d+)"[^>]*fillId="(\d+)"/g)].filter(
      (match) => match.index! > styles.indexOf('<cellXfs'),
    )[b3Style]!
    expect(Number(xf[2])).toBeGreaterThan(1) // 0 and 1 are the default none/gray125 fills
    expect(styles).toMatch(new RegExp(`<numFmt numFmtId="${xf[1]}" formatCode="dd.mm.yyyy"/>`))
  })

  it('gives rows with wrapped text the height of their lines (LibreOffice does not grow rows on load)', async () => {
    const notes = await xlsxPart(file, 'xl/worksheets/sheet3.xml')
    expect(notes).toMatch(/<row r="2" [^>]*ht="15" customHeight="1"/)
    expect(notes).toMatch(/<row r="3" [^>]*ht="45" customHeight="1"/)
  })

  it('puts a title above the header: the header row stays frozen and repeated, the filter starts at it', async () => {
    const titled = await xlsxPart(file, 'xl/worksheets/sheet4.xml')
    expect(titled).toMatch(/<pane [^>]*ySplit="2"[^>]*state="frozen"/)
    expect(titled).toMatch(/<pageSetup [^>]*orientation="landscape"/)
    expect(titled).toContain('<autoFilter ref="A2:B3"/>')
    expect(titled).toMatch(/<c r="A1" s="\d+" t="str"><v>Standard · 2026 · KW 1–3<\/v>/)

    expect(await xlsxPart(file, 'xl/workbook.xml')).toContain(
      `<definedName name="_xlnm.Print_Titles" localSheetId="3">&apos;Bericht&apos;!$2:$2</definedName>`,
    )
  })
})
