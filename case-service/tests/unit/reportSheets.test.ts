import { describe, expect, it } from 'vitest'
import { isOncologyIcd } from '@case/domain/icd10/icd10'
import { ONCOLOGY_ICD_PATTERN } from '@case/features/reports/standard/reportAggregation'
import {
  buildReportSheets,
  fallgruppenColumns,
  quotePercent,
  type ReportAggregates,
  type WeekGroup,
} from '@case/features/reports/standard/reportSheets'

const week = (kw: number, fallgruppe: string, counts: Partial<WeekGroup> = {}): WeekGroup => ({
  kw,
  fallgruppe,
  cases: 0,
  gutachten: 0,
  therapieaenderung: 0,
  bestaetigt: 0,
  teilweise_bestaetigt: 0,
  nicht_bestaetigt: 0,
  offen: 0,
  ...counts,
})

const aggregates: ReportAggregates = {
  weeks: [
    week(12, 'B', { cases: 2, gutachten: 2, therapieaenderung: 1, bestaetigt: 1, offen: 1 }),
    week(3, 'A', { cases: 1 }),
    week(3, 'B', { cases: 3, gutachten: 1, nicht_bestaetigt: 1 }),
  ],
  fachgebiete: [
    { label: 'Urologie', fallgruppe: 'B', cases: 2 },
    { label: 'Ärztliche Leitung', fallgruppe: 'A', cases: 1 },
    { label: 'Chirurgie', fallgruppe: 'B', cases: 3 },
  ],
  icdOnko: [
    { label: 'D48', fallgruppe: 'B', cases: 1 },
    { label: 'C50', fallgruppe: 'A', cases: 1 },
  ],
}

describe('buildReportSheets', () => {
  const sheets = Object.fromEntries(buildReportSheets(['A', 'B'], aggregates).map((sheet) => [sheet.name, sheet]))

  it('KW gesamt: weeks in order, a column per Fallgruppe, Gesamt column and row', () => {
    expect(sheets['KW gesamt']).toEqual({
      name: 'KW gesamt',
      columns: ['KW', 'A', 'B', 'Gesamt'],
      rows: [
        [3, 1, 3, 4],
        [12, 0, 2, 2],
      ],
      summary: ['Gesamt', 1, 5, 6],
    })
  })

  it('Fachgebiete: sorted by German collation (Ä with A)', () => {
    expect(sheets.Fachgebiete!.rows.map((row) => row[0])).toEqual(['Ärztliche Leitung', 'Chirurgie', 'Urologie'])
    expect(sheets.Fachgebiete!.summary).toEqual(['Gesamt', 1, 5, 6])
  })

  it('Gutachten: only weeks with a Gutachten, Ergebnis columns summed', () => {
    expect(sheets.Gutachten).toMatchObject({
      columns: ['KW', 'A', 'B', 'Gesamt', 'Bestätigt', 'Teilweise bestätigt', 'Nicht bestätigt', 'Offen'],
      rows: [
        [3, 0, 1, 1, 0, 0, 1, 0],
        [12, 0, 2, 2, 1, 0, 0, 1],
      ],
      summary: ['Gesamt', 0, 3, 3, 1, 0, 1, 1],
    })
  })

  it('Therapieänderungen: changes per Fallgruppe, Gutachten count and quote', () => {
    expect(sheets.Therapieänderungen).toMatchObject({
      columns: ['KW', 'A', 'B', 'Gesamt', 'Gutachten', 'Quote %'],
      rows: [
        [3, 0, 0, 0, 1, 0],
        [12, 0, 1, 1, 2, 50],
      ],
      summary: ['Gesamt', 0, 1, 1, 3, 33.3],
    })
  })

  it('ICD onko: categories in order', () => {
    expect(sheets['ICD onko']!.rows).toEqual([
      ['C50', 1, 0, 1],
      ['D48', 0, 1, 1],
    ])
  })

  it('no cases: every sheet has only its header and a zero Gesamt row', () => {
    const empty = buildReportSheets(['A'], { weeks: [], fachgebiete: [], icdOnko: [] })
    expect(empty.map((sheet) => [sheet.rows.length, sheet.summary])).toEqual([
      [0, ['Gesamt', 0, 0]],
      [0, ['Gesamt', 0, 0]],
      [0, ['Gesamt', 0, 0, 0, 0, 0, 0]],
      [0, ['Gesamt', 0, 0, 0, null]],
      [0, ['Gesamt', 0, 0]],
    ])
  })
})

describe('fallgruppenColumns', () => {
  it('keeps the declared order (zeros included) and appends unknown values alphabetically', () => {
    expect(
      fallgruppenColumns(['Z', 'A', 'C'], { ...aggregates, weeks: [week(1, 'Y'), week(1, 'A'), week(2, 'X')] }),
    ).toEqual(['Z', 'A', 'C', 'X', 'Y'])
  })
})

describe('quotePercent', () => {
  it.each([
    [1, 3, 33.3],
    [2, 3, 66.7],
    [0, 5, 0],
    [4, 4, 100],
    [1, 0, null],
  ])('%i of %i → %s', (part, whole, expected) => {
    expect(quotePercent(part, whole)).toBe(expected)
  })
})

describe('ONCOLOGY_ICD_PATTERN (the SQL filter of ICD onko)', () => {
  const pattern = new RegExp(ONCOLOGY_ICD_PATTERN)
  const codes = [
    'C00.0',
    'C50.9',
    'C97',
    'D00.1',
    'D09',
    'D10.0',
    'D36.9',
    'D37.6',
    'D48.1',
    'D48.-',
    'D49.0',
    'D50.0',
    'D63.0*',
    'B99',
    'E11.90!',
    'I21.0',
    'Z51.1',
  ]
  it.each(codes)('%s agrees with isOncologyIcd', (code) => {
    expect(pattern.test(code)).toBe(isOncologyIcd(code))
  })
})
