import { execFile } from 'node:child_process'
import { access, constants, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FALLGRUPPEN } from '@case/domain/fallgruppen'
import { generateValidKvnr } from '@case/domain/kvnr/kvnr'
import { SHEET_NAMES } from '@case/features/reports/standard/reportSheets'
import { NOTES_SHEET, SYNC_COLUMNS, SYNC_SHEET } from '@case/features/sync/syncWorkbookLayout'
import { CODING_TEMPLATE_COLUMNS } from '@case/features/coding/codingTemplate'
import {
  WOCHENUEBERSICHT_COLUMNS,
  WOCHENUEBERSICHT_SHEET,
} from '@case/features/reports/wochenuebersicht/wochenuebersichtLayout'
import { insertReportCases, type CaseFixture } from '../harness/fixtures/reports'
import { useCaseApi } from '../harness/useCaseApi'

/**
 * Every kind of workbook the service writes, printed the way a clerk would: LibreOffice converts
 * them to PDF (one soffice call for all), poppler reads the pages back. Kinds: the standard report
 * (all Fallgruppen) and a one-Fallgruppe report type (same writer, a narrow table), the
 * Wochenübersicht (the stored file and the masked copy an employee downloads), the coding template
 * and the sync export. Page 1 of each is kept as a PNG under test-results/workbooks/.
 * CI installs the tools (.ci/run); without them this test fails rather than silently passing.
 */

const run = promisify(execFile)
const OUTPUT_DIR = path.resolve(import.meta.dirname, '../../../test-results/workbooks')
const INSTALL_HINT = 'apt-get install -y libreoffice-calc-nogui poppler-utils'
const JAHR = 2026
// Cases in KW 3–20 (KW 11 left empty); the Wochenübersicht covers KW 1–20.
const FIRST_WEEK_WITH_CASES = 3
const LAST_WEEK = 20
const EMPTY_WEEK = 11
const FACHGEBIETE = ['Onkologie', 'Kardiologie', 'Chirurgie', 'Orthopädie', 'Psychiatrie', 'Innere Medizin']

/** Monday of ISO week `kw` of 2026 (KW 1 starts on 29.12.2025) plus `day` days, as YYYY-MM-DD. */
function dayOfWeek(kw: number, day: number): string {
  const date = new Date(Date.UTC(2025, 11, 29 + (kw - 1) * 7 + day))
  return date.toISOString().slice(0, 10)
}

/** ~150 cases with a deterministic mix: every 5th without KVNR, every 3rd coded, markers spread. */
function fixture(): CaseFixture[] {
  let seed = 42
  const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646
  const cases: CaseFixture[] = []
  for (let kw = FIRST_WEEK_WITH_CASES; kw <= LAST_WEEK; kw++) {
    if (kw === EMPTY_WEEK) continue
    for (let index = 0; index < 9; index++) {
      const datum = dayOfWeek(kw, index % 5)
      const kvnr = (kw + index) % 5 === 0 ? null : generateValidKvnr(random)
      cases.push({
        datum,
        ...(kvnr ? { kvnr, fall_id: `${datum}_${kvnr}` } : {}),
        fallgruppe: FALLGRUPPEN[(kw + index) % FALLGRUPPEN.length]!,
        fachgebiet: FACHGEBIETE[index % FACHGEBIETE.length]!,
        icd10: index % 3 === 0 ? 'C50.9' : null,
        erstgespraech: index % 2 === 0,
        abbruch: index === 7,
        unterlagen: index % 3 === 1,
        gutachten: index % 4 === 0,
        gutachten_ergebnis: index % 8 === 0 ? 'bestaetigt' : null,
        therapieaenderung: index % 8 === 0 ? kw % 2 === 0 : null,
        fg: index === 5,
      })
    }
  }
  return cases
}

type Printed = { pages: string[] }

async function onPath(tool: string): Promise<boolean> {
  const dirs = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)
  const found = await Promise.all(
    dirs.map((dir) =>
      access(path.join(dir, tool), constants.X_OK).then(
        () => true,
        () => false,
      ),
    ),
  )
  return found.includes(true)
}

describe('workbooks as LibreOffice prints them', () => {
  const ctx = useCaseApi()
  let profileDir: string
  const printed = new Map<string, Printed>()
  let standardColumns: string[][]

  beforeAll(async () => {
    // Fail at once with the fix when the tools are missing: CI installs them, so skipping would hide a broken set-up.
    for (const tool of ['soffice', 'pdftotext', 'pdftoppm']) {
      if (!(await onPath(tool))) throw new Error(`${tool} is not installed; install it with: ${INSTALL_HINT}`)
    }
    profileDir = await mkdtemp(path.join(os.tmpdir(), 'rendering-soffice-'))
    const { api, admin, employee } = ctx
    const [adminToken, employeeToken] = [admin.token, employee.token]
    await insertReportCases(ctx.db, fixture())

    const generated = async (pathname: string, json: unknown) => {
      const response = await api.post(pathname, { json, token: adminToken })
      expect(response.status, response.text).toBe(201)
      return response.body.id as string
    }
    const download = async (pathname: string, token: string) => {
      const response = await api.raw(pathname, { headers: { authorization: `Bearer ${token}` } })
      expect(response.status).toBe(200)
      return Buffer.from(await response.arrayBuffer())
    }
    const standardId = await generated('/api/reports/generate', {
      jahr: JAHR,
      kw_to: LAST_WEEK,
      report_type: 'standard',
    })
    const onkoId = await generated('/api/reports/generate', {
      jahr: JAHR,
      kw_to: LAST_WEEK,
      report_type: 'onko_intensiv',
    })
    const weeklyId = await generated('/api/reports/wochenuebersicht/generate', {
      jahr: JAHR,
      kw_from: 1,
      kw_to: LAST_WEEK,
      report_type: 'wochenuebersicht_standard',
    })
    standardColumns = (
      await api.get(`/api/reports/${standardId}/data`, { token: adminToken })
    ).body.report_data.sheets.map((sheet: { columns: string[] }) => sheet.columns)
    const files: Record<string, Buffer> = {
      'report-standard': await download(`/api/reports/download?id=${standardId}`, adminToken),
      'report-onko-intensiv': await download(`/api/reports/download?id=${onkoId}`, adminToken),
      wochenuebersicht: await download(`/api/reports/download?id=${weeklyId}`, adminToken),
      'wochenuebersicht-employee': await download(`/api/reports/download?id=${weeklyId}`, employeeToken),
      'coding-template': await download('/api/cases/coding-template', adminToken),
      'sync-export': await download('/api/admin/sync/export', adminToken),
    }

    await rm(OUTPUT_DIR, { recursive: true, force: true })
    await mkdir(OUTPUT_DIR, { recursive: true })
    const names = Object.keys(files)
    await Promise.all(names.map((name) => writeFile(path.join(OUTPUT_DIR, `${name}.xlsx`), files[name]!)))
    // One soffice start for all files; its own profile so parallel runs do not share a lock.
    await run(
      'soffice',
      [
        `-env:UserInstallation=file://${profileDir}`,
        '--headless',
        '--convert-to',
        'pdf',
        '--outdir',
        OUTPUT_DIR,
        ...names.map((name) => `${name}.xlsx`),
      ],
      { cwd: OUTPUT_DIR, timeout: 45_000 },
    )
    await Promise.all(
      names.map(async (name) => {
        const pdf = path.join(OUTPUT_DIR, `${name}.pdf`)
        const { stdout } = await run('pdftotext', ['-layout', pdf, '-'], { maxBuffer: 16 * 1024 * 1024 })
        printed.set(name, { pages: stdout.split('\f').slice(0, -1) })
        await run('pdftoppm', [
          '-png',
          '-r',
          '90',
          '-f',
          '1',
          '-l',
          '1',
          '-singlefile',
          pdf,
          path.join(OUTPUT_DIR, `${name}-page1`),
        ])
      }),
    )
  }, 120_000)

  afterAll(async () => {
    if (profileDir) await rm(profileDir, { recursive: true, force: true })
  })

  const pagesOf = (name: string) => {
    const result = printed.get(name)
    if (!result) throw new Error(`${name} was not rendered`)
    return result.pages
  }
  /** Every header on the page, in order, on one line: the sheet was scaled to one page wide and its header row repeated. */
  const expectHeaderLine = (page: string, headers: readonly string[]) => {
    const line = page.split('\n').find((text) => headers.every((header) => text.includes(header)))
    expect(line, `no line with all of ${headers.join(' | ')} in:\n${page.slice(0, 600)}`).toBeDefined()
    const positions = headers.map((header) => line!.indexOf(header))
    expect(positions).toEqual([...positions].sort((a, b) => a - b))
  }
  /** Footer: the sheet name left, `page/pages` right. */
  const expectFooter = (page: string, sheet: string, number: number, total: number) => {
    const footer = page.trimEnd().split('\n').at(-1)!
    expect(footer).toContain(sheet)
    expect(footer).toMatch(new RegExp(`\\b${number}/${total}\\s*$`))
  }

  it('standard report: one page per sheet, every column of KW gesamt on page 1, footer with sheet and page', () => {
    const pages = pagesOf('report-standard')
    expect(pages).toHaveLength(SHEET_NAMES.length)
    SHEET_NAMES.forEach((sheet, index) => {
      expectHeaderLine(pages[index]!, standardColumns[index]!)
      expectFooter(pages[index]!, sheet, index + 1, SHEET_NAMES.length)
    })
    expect(standardColumns[0]).toEqual(['KW', ...FALLGRUPPEN, 'Gesamt'])
    // Quote % with one decimal: a week without a therapy change shows 0.0, not 0 (KW, 5 Fallgruppen, Gesamt, Gutachten, Quote %)
    expect(pages[3]).toMatch(/^\s*\d+(\s+\d+){7}\s+0[.,]0\s*$/m)
  })

  it('one-Fallgruppe report: the same five sheets, narrow, one page each', () => {
    const pages = pagesOf('report-onko-intensiv')
    expect(pages).toHaveLength(SHEET_NAMES.length)
    expectHeaderLine(pages[0]!, ['KW', 'Onko-Intensiv', 'Gesamt'])
    expectFooter(pages[0]!, 'KW gesamt', 1, SHEET_NAMES.length)
  })

  for (const name of ['wochenuebersicht', 'wochenuebersicht-employee']) {
    it(`${name}: titled, every page one page wide with the header row, the empty weeks noted, KW blocks with counts in order, continued weeks labelled`, () => {
      const pages = pagesOf(name)
      expect(pages.length).toBeGreaterThanOrEqual(2)
      pages.forEach((page, index) => {
        expectHeaderLine(page, WOCHENUEBERSICHT_COLUMNS)
        expectFooter(page, WOCHENUEBERSICHT_SHEET, index + 1, pages.length)
      })
      expect(pages[0]).toMatch(
        new RegExp(
          `^\\s*Wochenübersicht \\(alle Fallgruppen\\) · ${JAHR} · KW 1–${LAST_WEEK} · AOK-NORD · erstellt am .+ Uhr \\(Europe/Berlin\\)`,
        ),
      )
      // Every further page opens (below the header) with its week: a new block, a note or "KW n (Fortsetzung)"
      for (const page of pages.slice(1)) {
        const lines = page.split('\n').filter((line) => line.trim() !== '')
        const header = lines.findIndex((line) => WOCHENUEBERSICHT_COLUMNS.every((column) => line.includes(column)))
        expect(lines[header + 1]).toMatch(/^\s*KW \d+( \(Fortsetzung\)|\s+\d+ Fälle?\s*$|: keine Fälle)/)
      }
      const text = pages.join('\n')
      expect(text).toContain('(Fortsetzung)')
      expect(pages[0]).toMatch(/KW 1–2: keine Fälle\s*\n\s*KW 3\s+9 Fälle\s*\n/)
      expect(text).toMatch(/KW 10\s+9 Fälle\s*\n[\s\S]*KW 11: keine Fälle\s*\n\s*KW 12\s+9 Fälle\s*\n/)
      expect(text).toContain(`KW ${LAST_WEEK}`)
      if (name === 'wochenuebersicht-employee') expect(text).toMatch(/\d{4}-\d{2}-\d{2}_[A-Z]\*{7}\d{2}/)
      else expect(text).not.toContain('*******')
    })
  }

  it('coding template: several pages, each one page wide with the whole header row', () => {
    const pages = pagesOf('coding-template')
    expect(pages.length).toBeGreaterThanOrEqual(2)
    pages.forEach((page, index) => {
      expectHeaderLine(
        page,
        CODING_TEMPLATE_COLUMNS.map((column) => column.header),
      )
      expectFooter(page, 'Kodierung', index + 1, pages.length)
    })
  })

  it('sync export: the case list one page wide (hidden ID/Version not printed), then the notes on one page', () => {
    const pages = pagesOf('sync-export')
    const visible = SYNC_COLUMNS.filter((column) => !column.hidden).map((column) => column.header)
    const [notes, ...reversedList] = [...pages].reverse()
    expect(reversedList.length).toBeGreaterThanOrEqual(2)
    reversedList.reverse().forEach((page, index) => {
      expectHeaderLine(page, visible)
      expect(page).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/)
      expectFooter(page, SYNC_SHEET, index + 1, pages.length)
    })
    expectHeaderLine(notes!, ['Spalten', 'Hinweis'])
    expectFooter(notes!, NOTES_SHEET, pages.length, pages.length)
  })

  it('keeps a PNG of page 1 of every workbook as an artifact', async () => {
    for (const name of printed.keys()) {
      const png = await readFile(path.join(OUTPUT_DIR, `${name}-page1.png`))
      expect(png.subarray(1, 4).toString()).toBe('PNG')
      expect(png.length).toBeGreaterThan(5_000)
    }
  })
})
