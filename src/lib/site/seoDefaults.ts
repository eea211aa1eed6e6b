import { truncateText } from '@/lib/text/truncateText'

/**
 * What a page's meta description and `og:image` fall back to when the editor left the SEO fields
 * empty (issue 30): the document's own lead text, else its first paragraph; its first image. Pure:
 * walks the document as Payload returns it, in field order.
 */

/** Search engines show about 155–160 characters of a description. */
export const DESCRIPTION_MAX = 160

/** Plain-text fields that hold a document's lead, in the order they are preferred. */
const LEAD_FIELDS = ['excerpt', 'intro', 'lead', 'teaser', 'shortDescription', 'summary', 'description', 'subline']

type Walkable = Record<string, unknown>

const isObject = (value: unknown): value is Walkable => typeof value === 'object' && value !== null

/** The text of a Lexical node and its children. */
function lexicalText(node: unknown): string {
  if (!isObject(node)) return ''
  if (typeof node.text === 'string') return node.text
  return Array.isArray(node.children) ? node.children.map(lexicalText).join('') : ''
}

/** The first non-empty paragraph of a Lexical value (`{ root: … }`), depth first. */
function firstLexicalParagraph(node: unknown): string | undefined {
  if (!isObject(node)) return undefined
  if (node.type === 'paragraph') {
    const text = lexicalText(node).replace(/\s+/g, ' ').trim()
    return text || undefined
  }
  if (!Array.isArray(node.children)) return undefined
  for (const child of node.children) {
    const text = firstLexicalParagraph(child)
    if (text) return text
  }
  return undefined
}

/** A populated related document or upload (it has its own timestamps), as opposed to a group, row or block. */
const isDocument = (value: Walkable) => 'createdAt' in value

/**
 * Every object inside the document in field order, depth first (groups, array rows, blocks, rich text,
 * populated documents); with `ownOnly`, related documents are yielded but not entered.
 */
function* objectsOf(value: unknown, ownOnly: boolean, depth = 0): Generator<Walkable> {
  if (depth > 12) return
  const children = Array.isArray(value) ? value : isObject(value) ? Object.values(value) : []
  for (const child of children) {
    if (!isObject(child)) continue
    yield child
    if (!(ownOnly && isDocument(child))) yield* objectsOf(child, ownOnly, depth + 1)
  }
}

const leadOf = (value: Walkable): string | undefined => {
  for (const field of LEAD_FIELDS) {
    const text = value[field]
    if (typeof text === 'string' && text.trim()) return truncateText(text.replace(/\s+/g, ' ').trim(), DESCRIPTION_MAX)
  }
  return undefined
}

/**
 * The document's lead, else the first lead or paragraph inside it (a hero's subline, a content block's text),
 * shortened to a description; never text of a related document; undefined when it has none.
 */
export function fallbackDescription(doc: Walkable): string | undefined {
  const { meta: _meta, ...content } = doc
  const own = leadOf(content)
  if (own) return own
  for (const value of objectsOf(content, true)) {
    if (isDocument(value)) continue
    if (isObject(value.root)) {
      const paragraph = firstLexicalParagraph(value.root)
      if (paragraph) return truncateText(paragraph, DESCRIPTION_MAX)
    }
    const lead = leadOf(value)
    if (lead) return lead
  }
  return undefined
}

export type ImageDoc = {
  url?: string | null
  alt?: string | null
  mimeType?: string | null
  sizes?: { og?: { url?: string | null } | null } | null
}

const isImage = (value: unknown): value is ImageDoc =>
  isObject(value) &&
  typeof value.url === 'string' &&
  typeof value.mimeType === 'string' &&
  value.mimeType.startsWith('image/')

/** The first populated image of the document (its hero, cover or first block image); SEO fields excluded. */
export function firstImage(doc: Walkable): ImageDoc | undefined {
  const { meta: _meta, ...content } = doc
  for (const value of objectsOf(content, false)) if (isImage(value)) return value
  return undefined
}
