import { describe, expect, it } from 'vitest'
import { planIcdImport, type CaseCandidate } from '@case/features/icdImport/importPlan'
import { readImportSheet } from '@case/features/icdImport/importSheets'
import type { XlsxCell } from '@case/xlsx/readXlsxSafely'
import { testKvnr } from '../harness/fixtures/cases'

const sheet = (rows: XlsxCell[][]) => [{ name: 'Tabelle1', rows }]
const KVNR_A = testKvnr(1)
const KVNR_B = testKvnr(2)

describe('readImportSheet: coding template', () => {
  it('reads fall_id and the ICD from the LAST header column, also with old name columns', () => {
    const parsed = readImportSheet(
      sheet([
        ['Kodiervorlage KW 2'],
        ['fall_id', 'Nachname', 'Vorname', 'KVNR', 'Datum', 'ICD-10'],
        ['2026-01-05_R1a2b3c4d', 'Muster', 'Max', null, new Date(Date.UTC(2026, 0, 5)), ' c509 '],
        ['2026-01-06_R00000000', 'Muster', 'Eva', null, null, null],
        [],
        [null, null, null, null, null, 'E11.9'],
        ['2026-01-07_MEIER', null, null, null, null, 'X9'],
      ]),
    )
    expect(parsed).toEqual({
      format: 'coding_template',
      entries: [{ row: 3, key: { fall_id: '2026-01-05_R1a2b3c4d' }, icd10: 'C50.9' }],
      skipped: 1,
      errors: [
        { row: 6, message: 'fall_id is empty' },
        { row: 7, message: expect.stringContaining('ICD-10') },
      ],
    })
  })

  it('uses the last header column even when a data row is longer or shorter', () => {
    const parsed = readImportSheet(
      sheet([
        ['fall_id', 'KVNR', 'ICD-10'],
        ['2026-01-05_R1a2b3c4d', null, 'C50.9', 'Notiz'],
        ['2026-01-06_R1a2b3c4d'],
      ]),
    )
    expect(parsed?.entries).toEqual([{ row: 2, key: { fall_id: '2026-01-05_R1a2b3c4d' }, icd10: 'C50.9' }])
    expect(parsed?.skipped).toBe(1)
  })
})

describe('readImportSheet: coding template with Gutachten-Ergebnis and Therapieänderung', () => {
  const HEADER = ['Fall-ID', 'KVNR', 'ICD-10', 'Gutachten-Ergebnis', 'Therapieänderung']

  it('reads the three values by header; blank cells give nothing, a row without any is skipped', () => {
    const parsed = readImportSheet(
      sheet([
        HEADER,
        ['2026-01-05_R00000001', null, 'c509', 'Teilweise bestätigt', 'ja'],
        ['2026-01-05_R00000002', null, null, 'nicht bestätigt', null],
        ['2026-01-05_R00000003', null, null, null, false],
        ['2026-01-05_R00000004', null, null, null, null],
        ['2026-01-05_R00000005', null, 'C50.9', 'unklar', 'vielleicht'],
      ]),
    )
    expect(parsed).toEqual({
      format: 'coding_template',
      entries: [
        {
          row: 2,
          key: { fall_id: '2026-01-05_R00000001' },
          icd10: 'C50.9',
          gutachten_ergebnis: 'teilweise_bestaetigt',
          therapieaenderung: true,
        },
        { row: 3, key: { fall_id: '2026-01-05_R00000002' }, gutachten_ergebnis: 'nicht_bestaetigt' },
        { row: 4, key: { fall_id: '2026-01-05_R00000003' }, therapieaenderung: false },
      ],
      skipped: 1,
      errors: [
        {
          row: 6,
          message: expect.stringMatching(
            /^Gutachten-Ergebnis: "unklar" .*; Therapieänderung: "vielleicht" is not ja \/ nein$/,
          ),
        },
      ],
    })
  })
})

describe('readImportSheet: Wochenübersicht', () => {
  it('keys rows whose KVNR is empty or masked by their Fall-ID, a masked one with its day', () => {
    const parsed = readImportSheet(
      sheet([
        ['Wochenübersicht (alle Fallgruppen) · 2026 · KW 2 · AOK-NORD · erstellt am 28.11.2026, 18:47 Uhr'],
        ['Fall-ID', 'KVNR', 'Datum', 'ICD-10'],
        ['KW 2', '3 Fälle'],
        ['2026-01-05_R1a2b3c4d', null, '05.01.2026', 'C50.9'],
        ['2026-01-06_A*******89', 'A*******89', '06.01.2026', 'C18.7'],
        ['2026-01-07_R00000000', null, '07.01.2026', null],
        ['KW 2 (Fortsetzung)'],
        ['***', 'A*******89', '07.01.2026', 'C18.7'],
        [null, null, '07.01.2026', 'C18.7'],
      ]),
    )
    expect(parsed?.entries).toEqual([
      { row: 4, key: { fall_id: '2026-01-05_R1a2b3c4d' }, icd10: 'C50.9' },
      { row: 5, key: { masked_fall_id: '2026-01-06_A*******89', datum: '2026-01-06' }, icd10: 'C18.7' },
    ])
    // the case row without ICD-10 is skipped; without a usable Fall-ID the KVNR still decides (an error)
    expect(parsed?.skipped).toBe(1)
    expect(parsed?.errors.map((error) => error.row)).toEqual([8, 9])
  })

  it('reads KVNR rows inside KW blocks, with and without a Datum column', () => {
    const parsed = readImportSheet(
      sheet([
        ['Wochenübersicht 2026'],
        ['KW 2/2026', '05.01.2026 – 11.01.2026'],
        ['KVNR', 'Datum', 'Erstgespräch', 'Abbruch', 'Unterlagen', 'Gutachten', 'FG', 'ICD-10'],
        [KVNR_A, '05.01.2026', 'x', null, null, null, null, 'C50.9'],
        [KVNR_B, new Date(Date.UTC(2026, 0, 6)), null, null, null, null, null, 'c18.7'],
        [KVNR_B, '2026-01-07', null, null, null, null, null, null],
        ['A*******89', '07.01.2026', null, null, null, null, null, 'C50.9'],
        [KVNR_A, '31.02.2026', null, null, null, null, null, 'C50.9'],
        [],
        ['KW 3'],
        ['KVNR', 'ICD'],
        [KVNR_A, 'D05.1'],
      ]),
    )
    expect(parsed?.format).toBe('wochenuebersicht')
    expect(parsed?.entries).toEqual([
      { row: 4, key: { kvnr: KVNR_A, datum: '2026-01-05' }, icd10: 'C50.9' },
      { row: 5, key: { kvnr: KVNR_B, datum: '2026-01-06' }, icd10: 'C18.7' },
      { row: 12, key: { kvnr: KVNR_A, kw: 3 }, icd10: 'D05.1' },
    ])
    expect(parsed?.skipped).toBe(1)
    expect(parsed?.errors).toEqual([
      { row: 7, message: expect.stringMatching(/^KVNR "A…89": /) },
      { row: 8, message: 'Datum is not a date (expected DD.MM.YYYY)' },
    ])
  })

  it('keeps the year of a "KW 3/2026" block for rows without a Datum', () => {
    const parsed = readImportSheet(sheet([['KW 03/2026'], ['KVNR', 'ICD-10'], [KVNR_A, 'C50.9']]))
    expect(parsed?.entries).toEqual([{ row: 3, key: { kvnr: KVNR_A, kw: 3, jahr: 2026 }, icd10: 'C50.9' }])
  })

  it('does not take a KW column of case rows for a block header', () => {
    const parsed = readImportSheet(sheet([['KW 2'], ['KW', 'KVNR', 'ICD-10'], ['KW 2', KVNR_A, 'C50.9']]))
    expect(parsed?.entries).toEqual([{ row: 3, key: { kvnr: KVNR_A, kw: 2 }, icd10: 'C50.9' }])
  })

  it('recognises neither format without fall_id header or KW blocks with KVNR and ICD columns', () => {
    expect(
      readImportSheet(
        sheet([
          ['KVNR', 'ICD-10'],
          [KVNR_A, 'C50.9'],
        ]),
      ),
    ).toBeNull()
    expect(
      readImportSheet(
        sheet([
          ['Name', 'Wert'],
          ['a', 1],
        ]),
      ),
    ).toBeNull()
    expect(readImportSheet([])).toBeNull()
  })

  it('looks at later sheets when the first has neither format', () => {
    const parsed = readImportSheet([
      { name: 'Info', rows: [['Hinweise']] },
      {
        name: 'Daten',
        rows: [
          ['fall_id', 'ICD-10'],
          ['2026-01-05_R1a2b3c4d', 'C50.9'],
        ],
      },
    ])
    expect(parsed?.format).toBe('coding_template')
  })
})

describe('planIcdImport', () => {
  const candidate = (overrides: Partial<CaseCandidate>): CaseCandidate => ({
    id: 'id',
    fall_id: 'f',
    kvnr: null,
    datum: '2026-01-05',
    jahr: 2026,
    kw: 2,
    icd10: null,
    gutachten_ergebnis: null,
    therapieaenderung: null,
    ...overrides,
  })

  it('updates changed codes, counts equal ones as unchanged, reports unknown cases', () => {
    const plan = planIcdImport(
      [
        { row: 2, key: { fall_id: 'A' }, icd10: 'C50.9' },
        { row: 3, key: { fall_id: 'B' }, icd10: 'C50.9' },
        { row: 4, key: { fall_id: 'Z' }, icd10: 'C50.9' },
      ],
      [candidate({ id: '1', fall_id: 'A' }), candidate({ id: '2', fall_id: 'B', icd10: 'C50.9' })],
    )
    expect(plan).toEqual({
      updates: [{ case_id: '1', icd10: 'C50.9' }],
      unchanged: 1,
      errors: [{ row: 4, message: 'No case with this fall_id' }],
      rows: [
        { row: 2, fall_id: 'A', outcome: 'update', changes: { icd10: 'C50.9' } },
        { row: 3, fall_id: 'B', outcome: 'unchanged', changes: {} },
      ],
    })
  })

  it('matches KVNR rows by Datum, else by KW (and year); several matches are an error', () => {
    const cases = [
      candidate({ id: '1', kvnr: KVNR_A, datum: '2026-01-05', kw: 2 }),
      candidate({ id: '2', kvnr: KVNR_A, datum: '2026-01-07', kw: 2 }),
      candidate({ id: '3', kvnr: KVNR_A, datum: '2025-01-08', jahr: 2025, kw: 2 }),
      candidate({ id: '4', kvnr: KVNR_B, datum: '2026-01-12', kw: 3 }),
    ]
    const plan = planIcdImport(
      [
        { row: 1, key: { kvnr: KVNR_A, datum: '2026-01-07' }, icd10: 'C50.9' },
        { row: 2, key: { kvnr: KVNR_A, kw: 2 }, icd10: 'C50.9' },
        { row: 3, key: { kvnr: KVNR_A, kw: 2, jahr: 2025 }, icd10: 'C18.7' },
        { row: 4, key: { kvnr: KVNR_B, kw: 2 }, icd10: 'C50.9' },
        { row: 5, key: { kvnr: KVNR_B, kw: 3 }, icd10: 'D05.1' },
      ],
      cases,
    )
    expect(plan.updates).toEqual([
      { case_id: '2', icd10: 'C50.9' },
      { case_id: '3', icd10: 'C18.7' },
      { case_id: '4', icd10: 'D05.1' },
    ])
    expect(plan.errors).toEqual([
      { row: 2, message: expect.stringContaining('3 cases match') },
      { row: 4, message: 'No case with this KVNR in KW 2' },
    ])
  })

  it('refuses every row that gives one case different codes; identical repeats count once', () => {
    const plan = planIcdImport(
      [
        { row: 2, key: { fall_id: 'A' }, icd10: 'C50.9' },
        { row: 3, key: { fall_id: 'A' }, icd10: 'C50.1' },
        { row: 4, key: { fall_id: 'B' }, icd10: 'E11.9' },
        { row: 5, key: { fall_id: 'B' }, icd10: 'E11.9' },
      ],
      [candidate({ id: '1', fall_id: 'A' }), candidate({ id: '2', fall_id: 'B' })],
    )
    expect(plan.updates).toEqual([{ case_id: '2', icd10: 'E11.9' }])
    expect(plan.errors.map((error) => error.row)).toEqual([2, 3])
    expect(plan.errors[0]!.message).toBe('Rows 2, 3 give the same case different ICD-10 codes')
  })

  it('matches a masked Fall-ID against the masked ids of that day', () => {
    const plan = planIcdImport(
      [
        {
          row: 2,
          key: { masked_fall_id: `2026-01-05_${KVNR_A[0]}*******${KVNR_A.slice(-2)}`, datum: '2026-01-05' },
          icd10: 'C50.9',
        },
        { row: 3, key: { masked_fall_id: '2026-01-06_Z*******00', datum: '2026-01-06' }, icd10: 'C50.9' },
      ],
      [
        candidate({ id: '1', fall_id: `2026-01-05_${KVNR_A}`, kvnr: KVNR_A }),
        candidate({ id: '2', fall_id: `2026-01-05_${KVNR_B}`, kvnr: KVNR_B }),
      ],
    )
    expect(plan.updates).toEqual([{ case_id: '1', icd10: 'C50.9' }])
    expect(plan.errors).toEqual([{ row: 3, message: 'No case with this fall_id' }])
  })

  it('updates only the coding values a row gives that differ from the stored ones', () => {
    const plan = planIcdImport(
      [
        { row: 2, key: { fall_id: 'A' }, icd10: 'C50.9', gutachten_ergebnis: 'bestaetigt', therapieaenderung: false },
        { row: 3, key: { fall_id: 'B' }, therapieaenderung: true },
        { row: 4, key: { fall_id: 'C' }, gutachten_ergebnis: 'bestaetigt' },
        { row: 5, key: { fall_id: 'C' }, gutachten_ergebnis: 'nicht_bestaetigt' },
      ],
      [
        candidate({ id: '1', fall_id: 'A', icd10: 'C50.9' }),
        candidate({ id: '2', fall_id: 'B', therapieaenderung: true }),
        candidate({ id: '3', fall_id: 'C' }),
      ],
    )
    expect(plan.updates).toEqual([{ case_id: '1', gutachten_ergebnis: 'bestaetigt', therapieaenderung: false }])
    expect(plan.unchanged).toBe(1)
    expect(plan.errors).toEqual([
      { row: 4, message: 'Rows 4, 5 give the same case different Gutachten-Ergebnisse' },
      { row: 5, message: 'Rows 4, 5 give the same case different Gutachten-Ergebnisse' },
    ])
  })
})
