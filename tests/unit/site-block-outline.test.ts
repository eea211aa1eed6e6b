import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { selectRelatedPosts } from '@/blocks/RelatedPosts/selectRelated'
import { AnchoredRichText } from '@/blocks/TableOfContents/AnchoredRichText'
import { anchorSlug, blockAnchors, lexicalHeadings, tocEntries, uniqueAnchors } from '@/blocks/TableOfContents/headings'

const text = (value: string) => ({
  type: 'text',
  text: value,
  version: 1,
  format: 0,
  detail: 0,
  mode: 'normal',
  style: '',
})
const heading = (tag: string, ...parts: string[]) => ({
  type: 'heading',
  tag,
  version: 1,
  children: parts.map(text),
  direction: null,
  format: '',
  indent: 0,
})
const paragraph = (value: string) => ({
  type: 'paragraph',
  version: 1,
  children: [text(value)],
  direction: null,
  format: '',
  indent: 0,
  textFormat: 0,
})
const doc = (...children: object[]) =>
  ({
    root: { type: 'root', version: 1, children, direction: null, format: '', indent: 0 },
  }) as unknown as SerializedEditorState

describe('table of contents', () => {
  it('makes readable, unique anchors (umlauts spelled out, repeats numbered, never empty)', () => {
    expect(anchorSlug('Größe & Gewicht – Übersicht')).toBe('groesse-gewicht-uebersicht')
    expect(anchorSlug('Café crème')).toBe('cafe-creme')
    expect(anchorSlug('!!!')).toBe('abschnitt')
    expect(uniqueAnchors(['Kosten', 'Ablauf', 'Kosten', 'Kosten'])).toEqual([
      'kosten',
      'ablauf',
      'kosten-2',
      'kosten-3',
    ])
  })

  it('extracts the h2–h4 headings of a post in order, with text split over several nodes; skips h1, h5 and empty ones', () => {
    const headings = lexicalHeadings(
      doc(
        heading('h1', 'Titel'),
        heading('h2', 'Vor ', 'der Behandlung'),
        paragraph('Text'),
        heading('h3', 'Kosten'),
        heading('h5', 'Klein'),
        heading('h2', '  '),
        heading('h4', 'Kosten'),
      ).root,
    )
    expect(headings.map(({ level, text, id }) => ({ level, text, id }))).toEqual([
      { level: 2, text: 'Vor der Behandlung', id: 'vor-der-behandlung' },
      { level: 3, text: 'Kosten', id: 'kosten' },
      { level: 4, text: 'Kosten', id: 'kosten-2' },
    ])
    expect(tocEntries(headings, 'h2').map((entry) => entry.id)).toEqual(['vor-der-behandlung'])
    expect(tocEntries(headings, 'h3')).toHaveLength(2)
  })

  it('renders the post body with the same anchors on its headings', () => {
    const html = renderToStaticMarkup(
      createElement(AnchoredRichText, {
        data: doc(heading('h2', 'Ablauf'), paragraph('Erst reden.'), heading('h2', 'Ablauf')),
      }),
    )
    expect(html).toContain('<h2 id="ablauf">Ablauf</h2>')
    expect(html).toContain('<h2 id="ablauf-2">Ablauf</h2>')
    expect(html).toContain('Erst reden.')
  })

  it('anchors page blocks by their headings, prefixed; blocks without a heading get none', () => {
    expect(
      blockAnchors([{ heading: 'Unser Team' }, { media: 1 }, { heading: ' ' }, { heading: 'Unser Team' }]),
    ).toEqual([
      { level: 2, text: 'Unser Team', id: 'block-unser-team' },
      null,
      null,
      { level: 2, text: 'Unser Team', id: 'block-unser-team-2' },
    ])
  })
})

describe('related posts', () => {
  const post = (id: number, tagIds: number[], day: number) => ({
    id,
    tagIds,
    publishedAt: `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`,
  })
  const current = post(1, [10, 20], 20)
  const posts = [
    current,
    post(2, [20], 19),
    post(3, [10, 20], 5),
    post(4, [30], 21),
    post(5, [10], 18),
    post(6, [], 22),
  ]
  const ids = (selected: { id: number }[]) => selected.map((selected) => selected.id)

  it('tag: posts sharing tags with the post, most shared first, then newest; never the post itself', () => {
    expect(ids(selectRelatedPosts(posts, { mode: 'tag', current, tagId: null, limit: 10 }))).toEqual([3, 2, 5])
  })

  it('category: posts whose first tag is the post’s first tag (the API’s category)', () => {
    expect(ids(selectRelatedPosts(posts, { mode: 'category', current, tagId: null, limit: 10 }))).toEqual([5, 3])
    expect(selectRelatedPosts(posts, { mode: 'category', current: post(9, [], 1), tagId: null, limit: 10 })).toEqual([])
  })

  it('auto: shared tags first, filled up with the newest others, limited', () => {
    expect(ids(selectRelatedPosts(posts, { mode: 'auto', current, tagId: null, limit: 4 }))).toEqual([3, 2, 5, 6])
  })

  it('on a page: the block’s tag for tag and category, the newest posts for auto', () => {
    expect(ids(selectRelatedPosts(posts, { mode: 'tag', current: null, tagId: 20, limit: 10 }))).toEqual([1, 2, 3])
    expect(ids(selectRelatedPosts(posts, { mode: 'category', current: null, tagId: 10, limit: 10 }))).toEqual([1, 5, 3])
    expect(ids(selectRelatedPosts(posts, { mode: 'auto', current: null, tagId: null, limit: 2 }))).toEqual([6, 4])
    expect(selectRelatedPosts(posts, { mode: 'tag', current: null, tagId: null, limit: 10 })).toEqual([])
  })
})
