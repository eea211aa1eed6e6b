import { describe, expect, it } from 'vitest'
import {
  countsPerFallgruppe,
  percentChange,
  previousIsoWeek,
  weeklyPoints,
} from '@case/features/reports/dashboard/dashboardFigures'

describe('previousIsoWeek', () => {
  it.each([
    [
      { jahr: 2026, kw: 10 },
      { jahr: 2026, kw: 9 },
    ],
    [
      { jahr: 2027, kw: 1 },
      { jahr: 2026, kw: 53 },
    ],
    [
      { jahr: 2026, kw: 1 },
      { jahr: 2025, kw: 52 },
    ],
  ])('%o → %o', (week, expected) => {
    expect(previousIsoWeek(week)).toEqual(expected)
  })
})

describe('percentChange', () => {
  it.each([
    [12, 10, 20],
    [5, 10, -50],
    [1, 3, -66.7],
    [3, 0, null],
  ])('%i vs %i → %s', (current, previous, expected) => {
    expect(percentChange(current, previous)).toBe(expected)
  })
})

describe('weeklyPoints', () => {
  it('one point per KW, gaps as zeros, every known Fallgruppe listed', () => {
    const points = weeklyPoints(2026, 3, [
      { kw: 1, fallgruppe: 'Kardio', cases: 2 },
      { kw: 3, fallgruppe: 'Kardio', cases: 1 },
      { kw: 3, fallgruppe: 'Sonstige', cases: 4 },
    ])
    expect(points.map((point) => [point.kw, point.total])).toEqual([
      [1, 2],
      [2, 0],
      [3, 5],
    ])
    expect(points[2]!.per_fallgruppe).toEqual({
      'Onko-Intensiv': 0,
      'Galle-Schild': 0,
      Kardio: 1,
      Ortho: 0,
      Psychosomatik: 0,
      Sonstige: 4,
    })
  })

  it('countsPerFallgruppe adds up repeated groups', () => {
    expect(
      countsPerFallgruppe([
        { fallgruppe: 'Ortho', cases: 1 },
        { fallgruppe: 'Ortho', cases: 2 },
      ]).Ortho,
    ).toBe(3)
  })
})
