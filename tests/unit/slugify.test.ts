import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MAX_SLUG_LENGTH, slugify } from '../../src/lib/text/slugify'

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

describe('slugify', () => {
  it.each([
    ['Hello World', 'hello-world'],
    ['Über uns', 'ueber-uns'],
    ['Größe & Maße', 'groesse-masse'],
    ['ÄÖÜ äöü ß ẞ', 'aeoeue-aeoeue-ss-ss'],
    ['Mu\u0308ller', 'mueller'],
    ['Crème brûlée à la française', 'creme-brulee-a-la-francaise'],
    ['Ærøskøbing Łódź Œuvre', 'aeroskobing-lodz-oeuvre'],
    ['İstanbul', 'istanbul'],
    ['  --Already--Slugged--  ', 'already-slugged'],
    ['Version 2.0: Was ist neu?', 'version-2-0-was-ist-neu'],
    ['ﬁnanzen ①', 'finanzen-1'],
    ['C++ / C#', 'c-c'],
    ['日本語', ''],
    ['🙂🙂', ''],
    ['', ''],
  ])('%j → %j', (title, expected) => {
    expect(slugify(title)).toBe(expected)
  })

  it('cuts long slugs at a dash boundary', () => {
    const title = Array.from({ length: 30 }, () => 'wort').join(' ') // 30 × "wort" = 149 chars as a slug
    const slug = slugify(title)
    expect(slug).toBe(Array.from({ length: 19 }, () => 'wort').join('-')) // 94 chars; 20 words would be 99
  })

  it('drops a word that would be cut in half', () => {
    const title = `${'a'.repeat(MAX_SLUG_LENGTH - 2)} bc def`
    expect(slugify(title)).toBe('a'.repeat(MAX_SLUG_LENGTH - 2))
  })

  it('hard-cuts a single word longer than the limit', () => {
    expect(slugify('x'.repeat(200))).toBe('x'.repeat(MAX_SLUG_LENGTH))
  })

  it('keeps a word that ends exactly at the limit', () => {
    const title = `${'a'.repeat(MAX_SLUG_LENGTH - 3)} bc def`
    expect(slugify(title)).toBe(`${'a'.repeat(MAX_SLUG_LENGTH - 3)}-bc`)
  })
})

describe('slugify – properties', () => {
  const anyTitle = fc.oneof(
    fc.string({ maxLength: 300 }),
    fc.string({ unit: 'binary', maxLength: 300 }),
    fc.string({ unit: fc.constantFrom(...'aäoöuüßÄÖÜẞ -_.,!éçñ'.split('')), maxLength: 300 }),
  )

  it('returns a well-formed slug or an empty string', () => {
    fc.assert(
      fc.property(anyTitle, (title) => {
        const slug = slugify(title)
        expect(slug === '' || SLUG.test(slug)).toBe(true)
        expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH)
      }),
    )
  })

  it('is idempotent', () => {
    fc.assert(
      fc.property(anyTitle, (title) => {
        const slug = slugify(title)
        expect(slugify(slug)).toBe(slug)
      }),
    )
  })

  it('leaves valid short slugs unchanged', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9]{1,10}(?:-[a-z0-9]{1,10}){0,5}$/), (slug) => {
        expect(slugify(slug)).toBe(slug)
      }),
    )
  })

  it('only cuts whole words when the title has word boundaries before the limit', () => {
    const word = fc.stringMatching(/^[a-z0-9]{1,12}$/)
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 40 }), (words) => {
        const slug = slugify(words.join(' '))
        const full = words.join('-')
        // The result is always a prefix of whole words of the untruncated slug.
        expect(full === slug || full.startsWith(`${slug}-`)).toBe(true)
      }),
    )
  })
})
