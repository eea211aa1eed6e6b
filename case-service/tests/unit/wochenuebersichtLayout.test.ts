import { describe, expect, it } from 'vitest'
import {
  buildWochenuebersicht,
  caseCountLabel,
  emptyWeeksLabel,
  paginateWochenuebersicht,
  maskWochenuebersicht,
  sectionsInRange,
  type WochenuebersichtCase,
} from '@case/features/reports/wochenuebersicht/wochenuebersichtLayout'

const item = (id: string, kw: number, fields: Partial<WochenuebersichtCase> = {}): WochenuebersichtCase => ({
  id,
  fall_id: `2026-01-05_A123456780-${id}`,
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
    const data = buildWochenuebersicht([
      item('a', 2, { erstgespraech: true, fg: true, icd10: 'C50.9' }),
      item('b', 2),
      item('c', 5, { kvnr: null }),
    ])
    expect(data.columns).toEqual([
      'Fall-ID',
      'KVNR',
      'Datum',
      'Erstgespräch',
      'Abbruch',
      'Unterlagen',
      'Gutachten',
      'FG',
      'ICD-10',
    ])
    expect(data.blocks.map((block) => [block.label, block.rows.map((row) => row.case_id)])).toEqual([
      ['KW 2', ['a', 'b']],
      ['KW 5', ['c']],
    ])
    expect(data.blocks[0]!.rows[0]).toEqual({
      case_id: 'a',
      fall_id: '2026-01-05_A123456780-a',
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
  const data = buildWochenuebersicht([
    item('a', 1, { fall_id: '2026-01-05_A123456780' }),
    item('b', 1, { kvnr: 'B123456782', fall_id: '2026-01-05_B123456782' }),
    item('c', 1, { kvnr: null, fall_id: '2026-01-05_R1a2b3c4d' }),
  ])
  const kvnrs = (masked: typeof data) => masked.blocks[0]!.rows.map((row) => row.kvnr)
  const fallIds = (masked: typeof data) => masked.blocks[0]!.rows.map((row) => row.fall_id)

  it('masks every KVNR for an employee except disclosed cases; null stays null', () => {
    expect(kvnrs(maskWochenuebersicht(data, { role: 'kasse_mitarbeiter' }, new Set(['b'])))).toEqual([
      'A*******80',
      'B123456782',
      null,
    ])
  })

  it('masks the KVNR inside the fall_id the same way; a random fall_id holds nothing personal; stored rows without fall_id stay without', () => {
    expect(fallIds(maskWochenuebersicht(data, { role: 'kasse_mitarbeiter' }, new Set(['b'])))).toEqual([
      '2026-01-05_A*******80',
      '2026-01-05_B123456782',
      '2026-01-05_R1a2b3c4d',
    ])
    const { fall_id: _dropped, ...storedBefore } = data.blocks[0]!.rows[0]!
    const old = { ...data, blocks: [{ ...data.blocks[0]!, rows: [storedBefore] }] }
    expect(maskWochenuebersicht(old, { role: 'kasse_mitarbeiter' }, new Set()).blocks[0]!.rows[0]).toEqual({
      ...storedBefore,
      kvnr: 'A*******80',
    })
  })

  it('shows admins everything and leaves the input untouched', () => {
    expect(kvnrs(maskWochenuebersicht(data, { role: 'admin' }, new Set()))).toEqual(['A123456780', 'B123456782', null])
    maskWochenuebersicht(data, { role: 'kasse_mitarbeiter' }, new Set())
    expect(kvnrs(data)).toEqual(['A123456780', 'B123456782', null])
  })
})

describe('sectionsInRange', () => {
  const blocks = buildWochenuebersicht([item('a', 3), item('b', 5), item('c', 6)]).blocks
  const shape = (kwFrom: number, kwTo: number) =>
    sectionsInRange(blocks, kwFrom, kwTo).map((section) =>
      'block' in section ? section.block.label : emptyWeeksLabel(section.empty),
    )

  it('notes the weeks before the first case, between blocks and after the last', () => {
    expect(shape(1, 8)).toEqual([
      'KW 1–2: keine Fälle',
      'KW 3',
      'KW 4: keine Fälle',
      'KW 5',
      'KW 6',
      'KW 7–8: keine Fälle',
    ])
  })

  it('adds nothing before or after when the blocks start and end the range', () => {
    expect(shape(3, 6)).toEqual(['KW 3', 'KW 4: keine Fälle', 'KW 5', 'KW 6'])
  })

  it('a range without cases is one note', () => {
    expect(sectionsInRange([], 50, 53)).toEqual([{ empty: { kw_from: 50, kw_to: 53 } }])
  })
})

describe('paginateWochenuebersicht', () => {
  const data = buildWochenuebersicht([
    item('a', 1),
    item('b', 1),
    item('c', 1),
    item('d', 1),
    item('e', 3),
    item('f', 3),
  ])
  const sections = sectionsInRange(data.blocks, 1, 4)
  const shape = (capacity: { first: number; further: number }) =>
    paginateWochenuebersicht(sections, capacity).map((line) => {
      const text = line.kind === 'case' ? line.row.case_id : line.kind === 'block' ? line.label : line.label
      return `${text}${line.kind === 'block' && line.count ? ` [${line.count}]` : ''}${line.breakAfter ? ' |' : ''}`
    })

  it('labels each week with its case count and needs no break when everything fits', () => {
    expect(shape({ first: 20, further: 20 })).toEqual([
      'KW 1 [4 Fälle]',
      'a',
      'b',
      'c',
      'd',
      'KW 2: keine Fälle',
      'KW 3 [2 Fälle]',
      'e',
      'f',
      'KW 4: keine Fälle',
    ])
  })

  it('repeats "KW n (Fortsetzung)" on top of a page that continues a week', () => {
    expect(shape({ first: 3, further: 4 })).toEqual([
      'KW 1 [4 Fälle]',
      'a',
      'b |',
      'KW 1 (Fortsetzung)',
      'c',
      'd',
      'KW 2: keine Fälle |',
      'KW 3 [2 Fälle]',
      'e',
      'f',
      'KW 4: keine Fälle',
    ])
  })

  it('never leaves a week label alone at the bottom of a page', () => {
    expect(shape({ first: 6, further: 10 }).slice(4, 8)).toEqual(['d', 'KW 2: keine Fälle |', 'KW 3 [2 Fälle]', 'e'])
  })

  it('counts one case as "1 Fall"', () => {
    expect(caseCountLabel(1)).toBe('1 Fall')
    expect(caseCountLabel(0)).toBe('0 Fälle')
  })
})
