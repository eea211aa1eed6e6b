import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { countWords, extractPlainText, readingTime } from '../../src/lib/text/readingTime'

const text = (value: string, format = 0) => ({ type: 'text', text: value, format, version: 1 })
const paragraph = (...children: unknown[]) => ({ type: 'paragraph', children, version: 1 })
const lexical = (...children: unknown[]) => ({ root: { type: 'root', children, version: 1 } })
const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ')

describe('extractPlainText', () => {
  it('joins inline text nodes and separates blocks with newlines', () => {
    const value = lexical(
      { type: 'heading', tag: 'h2', children: [text('Titel')] },
      paragraph(
        text('Hel'),
        text('lo', 1),
        text(' '),
        { type: 'link', fields: {}, children: [text('Welt')] },
        text('!'),
      ),
      {
        type: 'list',
        children: [
          { type: 'listitem', children: [text('eins')] },
          { type: 'listitem', children: [paragraph(text('zwei'))] },
        ],
      },
      { type: 'quote', children: [text('Zitat'), { type: 'linebreak' }, text('Ende')] },
    )
    expect(extractPlainText(value)).toBe('Titel\nHello Welt!\neins\nzwei\nZitat\nEnde')
  })

  it('ignores non-text nodes and their fields', () => {
    const value = lexical(
      paragraph(text('vorher')),
      { type: 'upload', relationTo: 'media', value: { alt: 'not text', text: 'not text' } },
      { type: 'block', fields: { blockType: 'cta', text: 'not text' } },
      { type: 'horizontalrule' },
      paragraph(text('nachher')),
    )
    expect(extractPlainText(value)).toBe('vorher\nnachher')
  })

  it('keeps words apart across tabs and line breaks', () => {
    const value = lexical(
      paragraph(text('a'), { type: 'tab', text: '\t' }, text('b'), { type: 'linebreak' }, text('c')),
    )
    expect(countWords(extractPlainText(value))).toBe(3)
  })

  it.each([
    null,
    undefined,
    42,
    'text',
    [],
    {},
    { root: null },
    { root: 'x' },
    { root: { children: 'nope' } },
    { root: { children: [null, 1, 'x', { type: 'text', text: 5 }] } },
  ])('returns an empty string for malformed input %j', (value) => {
    expect(extractPlainText(value)).toBe('')
  })

  it('handles very deep nesting without overflowing the stack', () => {
    let node: unknown = text('tief')
    for (let depth = 0; depth < 100_000; depth++) node = { type: 'link', children: [node] }
    expect(extractPlainText(lexical(paragraph(node)))).toBe('tief')
  })

  it('terminates on cyclic input', () => {
    const cyclic: { type: string; children: unknown[] } = { type: 'paragraph', children: [text('loop')] }
    cyclic.children.push(cyclic)
    expect(extractPlainText(lexical(cyclic))).toBe('loop')
  })
})

describe('countWords', () => {
  it.each([
    ['', 0],
    ['   ', 0],
    ['eins', 1],
    ['eins  zwei\ndrei\tvier', 4],
    ['Straßen-Bahn – fährt 2024 ab', 4],
    ['— … !!', 0],
  ])('%j has %d words', (value, expected) => {
    expect(countWords(value)).toBe(expected)
  })
})

describe('readingTime', () => {
  it.each([
    [0, 0],
    [1, 1],
    [200, 1],
    [201, 2],
    [400, 2],
    [1001, 6],
  ])('%d words take %d minutes at 200 wpm', (count, minutes) => {
    expect(readingTime(lexical(paragraph(text(words(count)))))).toBe(minutes)
  })

  it('counts words spread over many nodes', () => {
    const value = lexical(...Array.from({ length: 150 }, () => paragraph(text('zwei Wörter'))))
    expect(readingTime(value)).toBe(2)
    expect(readingTime(value, 300)).toBe(1)
    expect(readingTime(value, 100)).toBe(3)
  })

  it('returns 0 for null, undefined, malformed and whitespace-only content', () => {
    expect(readingTime(null)).toBe(0)
    expect(readingTime(undefined)).toBe(0)
    expect(readingTime({ root: 'x' })).toBe(0)
    expect(readingTime(lexical(paragraph(text('   '))))).toBe(0)
  })

  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY])('rejects %d words per minute', (wpm) => {
    expect(() => readingTime(lexical(), wpm)).toThrow(RangeError)
  })

  it('is ceil(words / wpm) for any split of words into paragraphs', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat({ max: 300 }), { maxLength: 20 }),
        fc.integer({ min: 1, max: 500 }),
        (paragraphSizes, wpm) => {
          const total = paragraphSizes.reduce((sum, size) => sum + size, 0)
          const value = lexical(...paragraphSizes.map((size) => paragraph(text(words(size)))))
          expect(readingTime(value, wpm)).toBe(Math.ceil(total / wpm))
        },
      ),
    )
  })

  it('never throws on arbitrary JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(readingTime(value)).toBeGreaterThanOrEqual(0)
        expect(readingTime({ root: { children: [value] } })).toBeGreaterThanOrEqual(0)
      }),
    )
  })
})
