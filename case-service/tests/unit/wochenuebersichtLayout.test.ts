import { describe, expect, it } from 'vitest'
import { buildWochenuebersicht, maskWochenuebersicht, type WochenuebersichtCase } from '@case/features/wochenuebersicht/wochenuebersichtLayout'

const item = (id: string, kw: number, fields: Partial<WochenuebersichtCase> = {}): WochenuebersichtCase => ({
  id,
  kw,
  kvnr: 'A123456780',
  datum: '2026-01-05',
  icd10: null,
  erstgespraech: false,
  abbruch: false,
  unterlagen: false,
  gutachten: false,
  fg: false,
  ...fields,
})

describe('buildWochenuebersicht', () => {
  it('groups consecutive cases into KW blocks with x markers', () => {
    const data = buildWochenuebersicht([item('a', 2, { erstgespraech: true, fg: true, icd10: 'C50.9' }), item('b', 2), item('c', 5, { kvnr: null })])
    expect(data.columns).toEqual(['KVNR', 'Datum', 'Erstgespräch', 'Abbruch', 'Unterlagen', 'Gutachten', 'FG', 'ICD-10'])
    expect(data.blocks.map((block) => [block.label, block.rows.map((row) => row.case_id)])).toEqual([
      ['KW 2', ['a', 'b']],
      ['KW 5', ['c']],
    ])
    expect(data.blocks[0]!.rows[0]).toEqual({
      case_id: 'a',
      kvnr: 'A123456780',
      datum: '2026-01-05',
      icd10: 'C50.9',
      erstgespraech: 'x',
      abbruch: '',
      unterlagen: '',
      gutachten: '',
      fg: 'x',
    })
  })

  it('no cases, no blocks', () => {
    expect(buildWochenuebersicht([]).blocks).toEqual([])
  })
})

describe('maskWochenuebersicht', () => {
  const data = buildWochenuebersicht([item('a', 1), item('b', 1, { kvnr: 'B123456782' }), item('c', 1, { kvnr: null })])
  const kvnrs = (masked: typeof data) => masked.blocks[0]!.rows.map((row) => row.kvnr)

  it('masks every KVNR for an employee except disclosed cases; null stays null', () => {
    expect(kvnrs(maskWochenuebersicht(data, { role: 'kasse_mitarbeiter' }, new Set(['b'])))).toEqual(['A*******80', 'B123456782', null])
  })

  it('shows admins everything and leaves the input untouched', () => {
    expect(kvnrs(maskWochenuebersicht(data, { role: 'admin' }, new Set()))).toEqual(['A123456780', 'B123456782', null])
    maskWochenuebersicht(data, { role: 'kasse_mitarbeiter' }, new Set())
    expect(kvnrs(data)).toEqual(['A123456780', 'B123456782', null])
  })
})
