import { describe, expect, it } from 'vitest'
import { maskCaseForViewer } from '../../src/domain/masking/caseMasking'

const ROW = {
  fall_id: '2026-01-05_A123456780',
  nachname: 'Müller-Lüdenscheidt',
  vorname: 'Jürgen',
  geburtsdatum: '1961-07-23',
  kvnr: 'A123456780',
  icd: 'C50.9',
}

const EMPLOYEE = { role: 'kasse_mitarbeiter' } as const
const ADMIN = { role: 'admin' } as const

describe('maskCaseForViewer', () => {
  it('masks personal fields for an employee without disclosure and keeps the rest', () => {
    expect(maskCaseForViewer(ROW, EMPLOYEE, false)).toEqual({
      fall_id: '2026-01-05_A123456780',
      nachname: '***',
      vorname: '***',
      geburtsdatum: '1961',
      kvnr: 'A*******80',
      icd: 'C50.9',
      masked: true,
    })
  })

  it.each([
    { who: 'admin', viewer: ADMIN, hasValidDisclosure: false },
    { who: 'admin with disclosure', viewer: ADMIN, hasValidDisclosure: true },
    { who: 'employee with a valid disclosure', viewer: EMPLOYEE, hasValidDisclosure: true },
  ])('shows the original to $who', ({ viewer, hasValidDisclosure }) => {
    expect(maskCaseForViewer(ROW, viewer, hasValidDisclosure)).toEqual({ ...ROW, masked: false })
  })

  it('keeps nulls as nulls', () => {
    const row = { ...ROW, nachname: null, vorname: null, geburtsdatum: null, kvnr: null }
    expect(maskCaseForViewer(row, EMPLOYEE, false)).toEqual({ ...row, masked: true })
  })

  it.each([
    { geburtsdatum: '2001-01-01', shown: '2001' },
    { geburtsdatum: '1961-07-23T00:00:00.000Z', shown: '1961' },
    // Anything that is not a date is hidden completely rather than partially leaked.
    { geburtsdatum: '23.07.1961', shown: '***' },
    { geburtsdatum: '', shown: '***' },
  ])('shows birth date $geburtsdatum as $shown', ({ geburtsdatum, shown }) => {
    expect(maskCaseForViewer({ ...ROW, geburtsdatum }, EMPLOYEE, false).geburtsdatum).toBe(shown)
  })

  it('returns a new object and leaves the input untouched', () => {
    const input = { ...ROW }
    for (const [viewer, disclosure] of [
      [EMPLOYEE, false],
      [ADMIN, false],
    ] as const) {
      const output = maskCaseForViewer(input, viewer, disclosure)
      expect(output).not.toBe(input)
      expect(input).toEqual(ROW)
      expect('masked' in input).toBe(false)
    }
  })
})
