import { describe, expect, it } from 'vitest'
import { layoutBlocks } from '@/blocks'
import { BLOCK_GROUPS } from '@/blocks/shared/blockGroups'
import {
  blockThumbnailSvg,
  blockThumbnailUrl,
  blockWireframe,
  THUMBNAIL_HEIGHT,
  THUMBNAIL_WIDTH,
  wrapWords,
} from '@/blocks/shared/blockThumbnail'

/** The admin's block picker (issue 34): every block grouped, described in both languages, drawn as a thumbnail. */

type XmlElement = { name: string; attributes: Record<string, string>; children: (XmlElement | string)[] }

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }
const unescape = (value: string) => value.replace(/&(\w+);/g, (_, name: string) => ENTITIES[name]!)
const ESCAPED = String.raw`(?:[^<&"]|&(?:amp|lt|gt|quot|apos);)*`
// One tag (with its quoted attributes) or a run of text; `y`: every character must belong to one.
const TOKEN = new RegExp(
  String.raw`<(\/?)([\w:-]+)((?:\s+[\w:-]+="${ESCAPED}")*)\s*(\/?)>|(${ESCAPED.replace('"', '')})`,
  'y',
)

/** The root element of a well-formed XML document (no prolog), or an error naming where it is not. */
function parseXml(xml: string): XmlElement {
  const root: XmlElement = { name: '', attributes: {}, children: [] }
  const open = [root]
  TOKEN.lastIndex = 0
  while (TOKEN.lastIndex < xml.length) {
    const at = TOKEN.lastIndex
    const match = TOKEN.exec(xml)
    if (!match || match[0] === '') throw new Error(`not well-formed at ${at}: ${xml.slice(at, at + 40)}`)
    const [, closing, name, attributes, selfClosing, text] = match
    const parent = open.at(-1)!
    if (text !== undefined) parent.children.push(unescape(text))
    else if (closing) {
      if (parent.name !== name) throw new Error(`</${name}> closes <${parent.name}> at ${at}`)
      open.pop()
    } else {
      const element: XmlElement = {
        name: name!,
        attributes: Object.fromEntries(
          [...attributes!.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, key, value]) => [key, unescape(value!)]),
        ),
        children: [],
      }
      parent.children.push(element)
      if (!selfClosing) open.push(element)
    }
  }
  if (open.length > 1) throw new Error(`<${open.at(-1)!.name}> is not closed`)
  const [element, ...rest] = root.children
  if (typeof element !== 'object' || rest.length > 0) throw new Error('not one root element')
  return element
}

const elements = (parent: XmlElement, name: string) =>
  parent.children.filter((child): child is XmlElement => typeof child === 'object' && child.name === name)
const textOf = (element: XmlElement) => element.children.filter((child) => typeof child === 'string').join('')

const groups = Object.values(BLOCK_GROUPS)
const languages = ['de', 'en'] as const

describe('block picker', () => {
  it('puts every block in one of the seven groups, the groups in their order and each group together', () => {
    expect(groups.map((group) => group.de)).toEqual([
      'Hero & Slider',
      'Inhalte',
      'Listen',
      'Team',
      'Blog',
      'Medien',
      'Formulare',
    ])
    const blockGroups = layoutBlocks.map((block) => groups.indexOf(block.admin!.group as (typeof groups)[number]))
    expect(blockGroups.filter((index) => index < 0)).toEqual([])
    // The picker lists a group where its first block comes: in the list, groups may only follow in order.
    expect(blockGroups).toEqual([...blockGroups].sort((a, b) => a - b))
    expect(new Set(blockGroups).size).toBe(groups.length)
  })

  it('describes every block in one line of German and English, different from each other', () => {
    const offenders = layoutBlocks.flatMap(({ slug, custom: { description } }) => {
      const problems = languages.flatMap((language) => {
        const text = description[language]
        if (!text || text.trim() !== text || /\n/.test(text)) return [`${language}: not one line`]
        return text.length > 80 ? [`${language}: ${text.length} characters`] : []
      })
      if (description.de === description.en) problems.push('the same in both languages')
      return problems.map((problem) => `${slug} ${problem}`)
    })
    expect(offenders).toEqual([])
    // Formal German: the picker addresses editors as "Sie", never "du".
    const informal = layoutBlocks.filter(({ custom }) => /\b(du|dein\w*|dich|dir)\b/i.test(custom.description.de))
    expect(informal.map(({ slug }) => slug)).toEqual([])
  })

  it('points every block at its own thumbnail', () => {
    for (const block of layoutBlocks)
      expect(block.admin?.images?.thumbnail).toEqual({ url: blockThumbnailUrl(block.slug), alt: '' })
    expect(blockThumbnailUrl('heroSlider')).toBe('/api/block-thumbnails/heroSlider')
  })

  it('draws every block differently', () => {
    const drawings = layoutBlocks.map(({ slug }) => JSON.stringify(blockWireframe(slug)))
    expect(drawings.filter((drawing) => drawing === undefined || JSON.parse(drawing).length === 0)).toEqual([])
    expect(new Set(drawings).size).toBe(layoutBlocks.length)
  })

  it('answers well-formed 3:2 SVG with the label and the wrapped description of each block in each language', () => {
    for (const { slug, labels, custom } of layoutBlocks) {
      for (const language of languages) {
        const svg = blockThumbnailSvg(blockWireframe(slug), {
          label: labels.singular[language],
          description: custom.description[language],
        })
        expect(svg.startsWith('<svg '), slug).toBe(true)
        const root = parseXml(svg)
        expect(root.name).toBe('svg')
        expect(root.attributes.xmlns).toBe('http://www.w3.org/2000/svg')
        expect([root.attributes.width, root.attributes.height].map(Number)).toEqual([THUMBNAIL_WIDTH, THUMBNAIL_HEIGHT])
        expect(THUMBNAIL_WIDTH / THUMBNAIL_HEIGHT).toBe(3 / 2)
        const [label, description] = elements(root, 'text')
        expect(textOf(label!)).toBe(labels.singular[language])
        const lines = elements(description!, 'tspan').map(textOf)
        expect(lines.length, `${slug} ${language}`).toBeLessThanOrEqual(3)
        // All of the description shows: no line was cut short.
        expect(lines.join(' '), `${slug} ${language}`).toBe(custom.description[language])
      }
    }
  })

  it('escapes markup in the texts and cuts a description longer than three lines', () => {
    const svg = blockThumbnailSvg(blockWireframe('content'), {
      label: 'Q&A <b>',
      description: `Say "hi" & <script>alert('x')</script> ${'word '.repeat(40)}`,
    })
    const [label, description] = elements(parseXml(svg), 'text')
    expect(textOf(label!)).toBe('Q&A <b>')
    expect(elements(description!, 'tspan').map(textOf).join(' ')).toMatch(
      /^Say "hi" & <script>alert\('x'\)<\/script> word/,
    )
    expect(svg).toContain('Q&amp;A &lt;b&gt;')
    expect(svg).toContain('Say &quot;hi&quot; &amp;')
    expect(svg).toContain('&lt;script&gt;alert(&apos;x&apos;)&lt;/script&gt;')
    expect(svg).not.toContain('<script')
    expect(svg.match(/<tspan /g)).toHaveLength(3)
    expect(svg).toMatch(/ …<\/tspan><\/text><\/svg>$/)
  })

  it('refuses malformed XML (the check above can fail)', () => {
    expect(() => parseXml('<svg><text>a & b</text></svg>')).toThrow('not well-formed')
    expect(() => parseXml('<svg><text>a</svg>')).toThrow('closes')
    expect(() => parseXml('<svg x="<">')).toThrow('not well-formed')
    expect(() => parseXml('<svg>')).toThrow('not closed')
  })

  it('wraps words into lines of about the given width', () => {
    expect(wrapWords('Große Bildfolien mit Überschrift und Button', 20)).toEqual([
      'Große Bildfolien mit',
      'Überschrift und',
      'Button',
    ])
    expect(wrapWords('  ein Donaudampfschifffahrtskapitän  ', 10)).toEqual(['ein', 'Donaudampfschifffahrtskapitän'])
  })
})
