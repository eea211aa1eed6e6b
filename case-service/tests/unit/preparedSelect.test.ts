import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { isoTimestamp, jsonRowDecoder } from '@case/db/preparedSelect'
import { caseColumns } from '@case/features/cases/queries'

/** What the list wrote before: drizzle's Date, through JSON. */
const viaDate = (text: string) => JSON.parse(JSON.stringify({ at: new Date(text) })).at as string | null

describe('isoTimestamp', () => {
  it('writes a timestamptz the way JSON writes the Date drizzle makes of it', () => {
    const texts = [
      '2026-11-27 10:25:58+00',
      '2026-11-27 10:25:58.7+00',
      '2026-11-27 10:25:58.74+00',
      '2026-11-27 10:25:58.744+00',
      '2026-11-27 10:25:58.7449+00',
      '2026-11-27 10:25:58.744999+00',
      '1999-12-31 23:59:59.999999+00',
      // Sessions in another zone: through a Date, as before.
      '2026-11-27 11:25:58.744123+01',
      '2026-11-27 15:55:58.5+05:30',
    ]
    for (const text of texts) expect(isoTimestamp(text), text).toBe(viaDate(text))
  })
})

describe('jsonRowDecoder', () => {
  it('gives the case columns the JSON drizzle rows gave them, in the same order', () => {
    const values = [
      '0b5c3f0e-7d5e-4f43-9a6e-2f4c1d0e9a11',
      '2026-03-02_A123456780',
      'A123456780',
      '2026-03-02',
      2026,
      10,
      'Onko',
      'Onkologie',
      null,
      true,
      false,
      false,
      true,
      false,
      'bestaetigt',
      null,
      'Muster',
      'Max',
      '1960-01-31',
      3,
      '2026-03-02 08:00:00.123456+00',
      '2026-03-04 17:30:00+00',
      'sort key after the fields',
    ]
    const drizzleRow = Object.fromEntries(
      Object.entries(caseColumns).map(([key, column], index) => [
        key,
        values[index] === null ? null : column.mapFromDriverValue(values[index] as never),
      ]),
    )
    expect(JSON.stringify(jsonRowDecoder(caseColumns)(values))).toBe(JSON.stringify(drizzleRow))
  })

  it('passes SQL fields through', () => {
    expect(jsonRowDecoder({ key: sql<string>`1` })(['x'])).toEqual({ key: 'x' })
  })
})
