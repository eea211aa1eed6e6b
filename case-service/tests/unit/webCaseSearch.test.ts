import { describe, expect, it } from 'vitest'
import { caseSearchFrom, caseSearchParams } from '@case/web/cases/caseSearch'

describe('the case list’s filters in the address', () => {
  it('round-trips every filter and drops empty or malformed ones', () => {
    const search = { q: 'A123456780', fallgruppe: 'Kardio', jahr: 2026, kw_from: 10, kw_to: 12, has_icd: false }
    expect(caseSearchFrom(caseSearchParams(search))).toEqual(search)
    expect(caseSearchFrom(new URLSearchParams('q=%20&jahr=20x6&kw_from=&has_icd=maybe&fallgruppe='))).toEqual({})
  })
})
