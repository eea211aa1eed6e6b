import { describe, expect, it } from 'vitest'
import {
  cellText,
  defaultWochenuebersichtRange,
  keepListed,
  lastKw,
  numericColumns,
  rangeProblem,
  sizeInKb,
  wochenuebersichtCells,
  type WochenuebersichtRow,
} from '@case/web/reports/reportLogic'

const german = (value: number, digits = 0) =>
  new Intl.NumberFormat('de-DE', { maximumFractionDigits: digits }).format(value)

describe('report pages: the generate forms', () => {
  it('accept a KW range the API accepts and name the field it would refuse', () => {
    expect(rangeProblem({ jahr: 2026, kwFrom: 1, kwTo: 53 })).toBeNull()
    // 2025 has 52 ISO weeks
    expect(rangeProblem({ jahr: 2025, kwFrom: 50, kwTo: 53 })).toEqual({ field: 'kwTo', reason: 'kw' })
    expect(rangeProblem({ jahr: 2026, kwFrom: 4, kwTo: 3 })).toEqual({ field: 'kwTo', reason: 'order' })
    expect(rangeProblem({ jahr: 2026, kwFrom: 0, kwTo: 3 })).toEqual({ field: 'kwFrom', reason: 'kw' })
    expect(rangeProblem({ jahr: 1999, kwFrom: 1, kwTo: 3 })).toEqual({ field: 'jahr', reason: 'jahr' })
    // an emptied number input
    expect(rangeProblem({ jahr: 2026, kwFrom: 1, kwTo: Number.NaN })).toEqual({ field: 'kwTo', reason: 'kw' })
    expect(lastKw(2026)).toBe(53)
    expect(lastKw(2025)).toBe(52)
    expect(lastKw(Number.NaN)).toBe(53)
  })

  it('start a Wochenübersicht with the last four weeks, never before KW 1 (Berlin time decides the week)', () => {
    // Saturday 28 November 2026 is in KW 48
    expect(defaultWochenuebersichtRange(new Date('2026-11-28T12:00:00Z'))).toEqual({ jahr: 2026, kwFrom: 45, kwTo: 48 })
    // 1 January 2027 belongs to KW 53 of ISO year 2026
    expect(defaultWochenuebersichtRange(new Date('2027-01-01T12:00:00Z'))).toEqual({ jahr: 2026, kwFrom: 50, kwTo: 53 })
    expect(defaultWochenuebersichtRange(new Date('2026-01-07T12:00:00Z'))).toEqual({ jahr: 2026, kwFrom: 1, kwTo: 2 })
  })
})

describe('report pages: the viewer', () => {
  it('shows numbers in the reader’s format (the quote with one decimal) and empty cells as empty', () => {
    expect(cellText(1234, german)).toBe('1.234')
    expect(cellText(12.5, german)).toBe('12,5')
    expect(cellText(null, german)).toBe('')
    expect(cellText('Gesamt', german)).toBe('Gesamt')
  })

  it('right-aligns the columns that hold only numbers', () => {
    const rows = [
      [1, 2, null, 'C50'],
      [2, 3, 4.5, 'C34'],
    ]
    expect(numericColumns(rows, 4)).toEqual([true, true, true, false])
  })

  it('lays out a Wochenübersicht row in the order of its stored columns, an old overview without Fall-ID too', () => {
    const row: WochenuebersichtRow = {
      case_id: '00000000-0000-4000-8000-000000000001',
      fall_id: '2026-01-02_B123456782',
      kvnr: 'B123456782',
      datum: '2026-01-02',
      icd10: null,
      erstgespraech: 'x',
      abbruch: '',
      unterlagen: '',
      gutachten: 'x',
      fg: '',
    }
    const date = (iso: string) => iso.split('-').reverse().join('.')
    const columns = ['Fall-ID', 'KVNR', 'Datum', 'Erstgespräch', 'Abbruch', 'Unterlagen', 'Gutachten', 'FG', 'ICD-10']
    expect(wochenuebersichtCells(row, columns, date)).toEqual([
      '2026-01-02_B123456782',
      'B123456782',
      '02.01.2026',
      'x',
      '',
      '',
      'x',
      '',
      '',
    ])
    expect(wochenuebersichtCells({ ...row, fall_id: undefined }, columns.slice(1), date)[0]).toBe('B123456782')
  })
})

describe('report pages: the list', () => {
  it('shows file sizes in KB with one decimal, tiny files as 0.1 KB', () => {
    expect(sizeInKb(10_342)).toBe(10.1)
    expect(sizeInKb(20)).toBe(0.1)
  })

  it('keeps only the selected reports that are still listed', () => {
    expect([...keepListed(new Set(['a', 'b']), [{ id: 'b' }, { id: 'c' }])]).toEqual(['b'])
  })
})
