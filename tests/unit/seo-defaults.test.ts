import { describe, expect, it } from 'vitest'
import { DESCRIPTION_MAX, fallbackDescription, firstImage } from '@/lib/site/seoDefaults'

const paragraph = (text: string) => ({ type: 'paragraph', children: [{ type: 'text', text }] })
const richText = (...children: unknown[]) => ({ root: { type: 'root', children } })
const image = (url: string) => ({
  id: 1,
  url,
  alt: 'Bild',
  mimeType: 'image/webp',
  sizes: { og: { url: `${url}?og` } },
})

describe('SEO defaults (issue 30: a meta description and og:image on every page)', () => {
  it('takes the lead field first, in the preferred order', () => {
    expect(fallbackDescription({ title: 'T', description: 'Beschreibung', excerpt: '  Kurz  und gut ' })).toBe(
      'Kurz und gut',
    )
  })

  it('else the first non-empty paragraph of the first rich text, headings skipped', () => {
    const doc = {
      title: 'Praxis',
      layout: [
        {
          blockType: 'content',
          columns: [
            {
              richText: richText(
                { type: 'heading', children: [{ text: 'H' }] },
                paragraph(''),
                paragraph('Erster Absatz.'),
              ),
            },
          ],
        },
        { blockType: 'content', columns: [{ richText: richText(paragraph('Zweiter Absatz.')) }] },
      ],
    }
    expect(fallbackDescription(doc)).toBe('Erster Absatz.')
  })

  it('takes a hero block’s lead before a later paragraph, and shortens at a word boundary', () => {
    const long = 'Wort '.repeat(60).trim()
    const described = fallbackDescription({
      layout: [
        { blockType: 'heroSlider', slides: [{ headline: 'Willkommen', subline: long }] },
        { blockType: 'content', columns: [{ richText: richText(paragraph('Später.')) }] },
      ],
    })
    expect(described!.length).toBeLessThanOrEqual(DESCRIPTION_MAX)
    expect(described).toMatch(/Wort…$/)
  })

  it('never takes a related document’s text, nor the SEO group', () => {
    const related = { id: 3, createdAt: '2026-01-01', description: 'Fremder Text', title: 'Leistung' }
    expect(fallbackDescription({ layout: [{ blockType: 'services', services: [related] }] })).toBeUndefined()
  })

  it('gives nothing for a document without text', () => {
    expect(fallbackDescription({ title: 'Leer', meta: { description: '', title: 'x' }, layout: [] })).toBeUndefined()
  })

  it('finds the first image, not the SEO image and not a PDF', () => {
    const doc = {
      meta: { image: image('/seo.webp') },
      attachment: { url: '/preise.pdf', mimeType: 'application/pdf' },
      layout: [
        { blockType: 'mediaBlock', media: image('/erstes.webp') },
        { blockType: 'mediaBlock', media: image('/zweites.webp') },
      ],
    }
    expect(firstImage(doc)?.url).toBe('/erstes.webp')
    expect(firstImage({ layout: [{ blockType: 'mediaBlock', media: 7 }] })).toBeUndefined()
  })
})
