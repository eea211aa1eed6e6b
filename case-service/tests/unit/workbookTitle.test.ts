import { describe, expect, it } from 'vitest'
import { columnLetter, summaryFormulas } from '@case/xlsx/tableWorkbook'
import { berlinTimestamp, weekRangeLabel, workbookTitle } from '@case/xlsx/workbookTitle'

describe('workbookTitle', () => {
  it('names type, year, weeks, insurer and the time of generation in Europe/Berlin', () => {
    expect(
      workbookTitle({
        label: 'Onko-Intensiv',
        jahr: 2026,
        kw_from: 1,
        kw_to: 47,
        insurer: 'AOK-NORD',
        generatedAt: new Date('2026-11-28T17:47:48.050Z'),
      }),
    ).toBe('Onko-Intensiv · 2026 · KW 1–47 · AOK-NORD · erstellt am 28.11.2026, 18:47 Uhr (Europe/Berlin)')
  })

  it('follows summer time and the date line at midnight', () => {
    expect(berlinTimestamp(new Date('2026-07-01T22:30:00Z'))).toBe('02.07.2026, 00:30 Uhr (Europe/Berlin)')
    expect(berlinTimestamp(new Date('2026-03-29T00:59:00Z'))).toBe('29.03.2026, 01:59 Uhr (Europe/Berlin)')
    expect(berlinTimestamp(new Date('2026-03-29T01:00:00Z'))).toBe('29.03.2026, 03:00 Uhr (Europe/Berlin)')
  })

  it('names one week or a range', () => {
    expect(weekRangeLabel(5, 5)).toBe('KW 5')
    expect(weekRangeLabel(1, 53)).toBe('KW 1–53')
  })
})

describe('summaryFormulas', () => {
  const table = {
    name: 'Therapieänderungen',
    columns: ['KW', 'Onko', 'Gesamt', 'Gutachten', 'Quote %'],
    rows: [
      [1, 1, 1, 1, 100],
      [3, 0, 0, 1, 0],
    ],
    summary: ['Gesamt', 1, 1, 2, 50],
  }

  it('sums each column over the rows above, with the computed value as cached result', () => {
    expect(summaryFormulas(table, 3, [{ header: 'Quote %', part: 'Gesamt', whole: 'Gutachten' }])).toEqual([
      'Gesamt',
      { formula: 'SUM(B3:B4)', result: 1 },
      { formula: 'SUM(C3:C4)', result: 1 },
      { formula: 'SUM(D3:D4)', result: 2 },
      { formula: 'IF(D5=0,"",ROUND(C5/D5*100,1))', result: 50 },
    ])
  })

  it('keeps plain values for a table without rows, and no result for an empty quote', () => {
    expect(summaryFormulas({ ...table, rows: [], summary: ['Gesamt', 0, 0, 0, null] }, 2)).toEqual([
      'Gesamt',
      0,
      0,
      0,
      null,
    ])
    const noGutachten = { ...table, summary: ['Gesamt', 1, 1, 0, null] }
    const quote = summaryFormulas(noGutachten, 2, [{ header: 'Quote %', part: 'Gesamt', whole: 'Gutachten' }])[4]
    expect(quote).toEqual({ formula: 'IF(D4=0,"",ROUND(C4/D4*100,1))' })
  })

  it('letters columns like a spreadsheet', () => {
    expect([1, 26, 27, 52, 703].map(columnLetter)).toEqual(['A', 'Z', 'AA', 'AZ', 'AAA'])
  })
})
