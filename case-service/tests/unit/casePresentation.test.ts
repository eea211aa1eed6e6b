import { describe, expect, it } from 'vitest'
import { maskFallId, toCaseJson } from '@case/features/cases/casePresentation'
import type { CaseRow } from '@case/features/cases/queries'
import { escapeLikePattern } from '@case/features/cases/likePattern'

describe('maskFallId', () => {
  it('masks the KVNR part like the KVNR field and keeps the collision suffix', () => {
    expect(maskFallId('2026-01-05_A123456780')).toBe('2026-01-05_A*******80')
    expect(maskFallId('2026-01-05_A123456780-3')).toBe('2026-01-05_A*******80-3')
  })

  it('hides the surname of a legacy id, keeps a random id, masks anything unrecognised completely', () => {
    expect(maskFallId('2026-01-05_MÜLLER-LÜDENSCHEIDT')).toBe('2026-01-05_***')
    expect(maskFallId('2026-01-05_R1a2b3c4d')).toBe('2026-01-05_R1a2b3c4d')
    expect(maskFallId('Fall Müller 2026')).toBe('***')
  })
})

describe('toCaseJson', () => {
  const row: CaseRow = {
    id: 'c1',
    fall_id: '2026-01-05_A123456780',
    kvnr: 'A123456780',
    datum: '2026-01-05',
    jahr: 2026,
    kw: 2,
    fallgruppe: 'Onko-Intensiv',
    fachgebiet: 'Onkologie',
    icd10: 'C50.9',
    erstgespraech: true,
    abbruch: false,
    unterlagen: false,
    gutachten: false,
    fg: false,
    gutachten_ergebnis: null,
    therapieaenderung: null,
    nachname: 'Schmidt',
    vorname: 'Jana',
    geburtsdatum: '1988-07-14',
    version: 3,
    created_at: new Date('2026-01-05T08:00:00Z'),
    updated_at: new Date('2026-01-06T08:00:00Z'),
  }

  it('masks names, birth date, KVNR and fall_id for an employee without disclosure', () => {
    expect(toCaseJson(row, { role: 'kasse_mitarbeiter' }, false)).toEqual({
      ...row,
      nachname: '***',
      vorname: '***',
      geburtsdatum: '1988',
      kvnr: 'A*******80',
      fall_id: '2026-01-05_A*******80',
      masked: true,
    })
  })

  it('shows everything to admins and to employees with a valid disclosure', () => {
    expect(toCaseJson(row, { role: 'admin' }, false)).toEqual({ ...row, masked: false })
    expect(toCaseJson(row, { role: 'kasse_mitarbeiter' }, true)).toEqual({ ...row, masked: false })
  })
})

describe('escapeLikePattern', () => {
  it('escapes %, _ and the backslash so they match literally', () => {
    expect(escapeLikePattern('100%_a\\b')).toBe('100\\%\\_a\\\\b')
    expect(escapeLikePattern('A12345')).toBe('A12345')
  })
})
