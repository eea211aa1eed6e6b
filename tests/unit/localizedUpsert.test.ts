import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { richText } from '../../src/lib/richText/buildRichText'
import { withRowIds } from '../../src/seed/localizedUpsert'

/** What the German pass saved: rows with ids, nested rows with ids, non-localized fields. */
const saved = {
  id: 7,
  title: 'Implantatbehandlung',
  layout: 'gantt',
  phases: [
    {
      id: 'p1',
      name: 'Planung',
      color: '#1565c0',
      steps: [
        { id: 's1', key: 'beratung', title: 'Erstberatung' },
        { id: 's2', key: 'dvt', title: '3D-Röntgen' },
      ],
    },
    { id: 'p2', name: 'Behandlung', steps: [{ id: 's3', key: 'implantation', title: 'Implantation' }] },
  ],
  project: { services: ['Veneers', 'Bleaching'], location: 'Hamburg-Altona' },
  body: richText('Deutscher Text'),
}

describe('withRowIds: the English pass addresses the rows of the German pass by id', () => {
  it('gives every row, at any depth, the id of the saved row at its position', () => {
    const english = {
      title: 'Implant treatment',
      phases: [
        { name: 'Planning', steps: [{ title: 'First consultation' }, { title: '3D X-ray' }] },
        { name: 'Treatment', steps: [{ title: 'Implant surgery' }] },
      ],
    }
    expect(withRowIds(english, saved)).toEqual({
      title: 'Implant treatment',
      phases: [
        {
          id: 'p1',
          name: 'Planning',
          steps: [
            { id: 's1', title: 'First consultation' },
            { id: 's2', title: '3D X-ray' },
          ],
        },
        { id: 'p2', name: 'Treatment', steps: [{ id: 's3', title: 'Implant surgery' }] },
      ],
    })
  })

  it('writes only the keys of the English data (the rest keeps its saved value)', () => {
    expect(withRowIds({ phases: [{}, { name: 'Treatment' }] }, saved)).toEqual({
      phases: [{ id: 'p1' }, { id: 'p2', name: 'Treatment' }],
    })
  })

  it('takes rich text and lists of plain values as they are', () => {
    const body = richText('English text')
    expect(withRowIds({ body, project: { services: ['Veneers', 'Whitening'] } }, saved)).toEqual({
      body,
      project: { services: ['Veneers', 'Whitening'] },
    })
  })

  it('leaves rows without a saved counterpart (or with nothing saved) without id', () => {
    expect(withRowIds({ phases: [{ name: 'a' }, { name: 'b' }, { name: 'c' }] }, saved)).toEqual({
      phases: [{ id: 'p1', name: 'a' }, { id: 'p2', name: 'b' }, { name: 'c' }],
    })
    expect(withRowIds({ events: [{ title: 'x' }] }, undefined)).toEqual({ events: [{ title: 'x' }] })
  })

  it('changes nothing but the ids: without them the result is the English data', () => {
    const tree = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        fc.string(),
        fc.integer(),
        fc.array(tie('row'), { maxLength: 3 }),
        tie('row'),
      ),
      row: fc.dictionary(fc.constantFrom('title', 'name', 'steps', 'events'), tie('node'), { maxKeys: 3 }),
    }))
    const mapRows = (input: unknown, row: (value: object, index: number) => object, index = 0): unknown => {
      if (Array.isArray(input)) return input.map((inner, position) => mapRows(inner, row, position))
      if (!input || typeof input !== 'object') return input
      return row(Object.fromEntries(Object.entries(input).map(([key, inner]) => [key, mapRows(inner, row)])), index)
    }
    const withIds = (input: unknown) => mapRows(input, (value, index) => ({ ...value, id: `row-${index}` }))
    const withoutIds = (input: unknown) =>
      mapRows(input, (value) => Object.fromEntries(Object.entries(value).filter(([key]) => key !== 'id')))
    fc.assert(
      fc.property(tree.row, tree.row, (english, german) => {
        expect(withoutIds(withRowIds(english, withIds(german)))).toEqual(english)
      }),
    )
  })
})
