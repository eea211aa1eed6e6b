import type { Post } from '@/payload-types'

export const TOC_DEPTHS = ['h2', 'h3', 'h4'] as const
export type TocDepth = (typeof TOC_DEPTHS)[number]

/** One entry of a table of contents: the heading's level (2–4), its text and the anchor it gets. */
export type TocEntry = { level: number; text: string; id: string }

type LexicalNode = { type?: string; tag?: string; text?: string; children?: LexicalNode[] }

const textOf = (node: LexicalNode): string =>
  typeof node.text === 'string' ? node.text : (node.children ?? []).map(textOf).join('')

/** A URL fragment for a heading text: lower case, umlauts spelled out, words joined by dashes. */
export function anchorSlug(text: string): string {
  const slug = text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
  return slug || 'abschnitt'
}

/** Unique anchors for texts in order: a repeated heading gets `-2`, `-3`. */
export function uniqueAnchors(texts: string[]): string[] {
  const used = new Map<string, number>()
  return texts.map((text) => {
    const base = anchorSlug(text)
    const count = (used.get(base) ?? 0) + 1
    used.set(base, count)
    return count === 1 ? base : `${base}-${count}`
  })
}

/**
 * The h2–h4 headings of a Lexical document in order, each with its node (to give the rendered heading
 * the same anchor) and a unique anchor. Empty headings are skipped.
 */
export function lexicalHeadings(
  root: LexicalNode | null | undefined,
): { node: object; level: number; text: string; id: string }[] {
  const found: { node: object; level: number; text: string }[] = []
  const visit = (node: LexicalNode) => {
    const level = node.type === 'heading' ? Number(/^h([2-4])$/.exec(node.tag ?? '')?.[1]) : NaN
    if (Number.isInteger(level)) {
      const text = textOf(node).trim()
      if (text) found.push({ node, level, text })
      return
    }
    ;(node.children ?? []).forEach(visit)
  }
  if (root) visit(root)
  const ids = uniqueAnchors(found.map((heading) => heading.text))
  return found.map((heading, index) => ({ ...heading, id: ids[index] ?? anchorSlug(heading.text) }))
}

/** The entries down to `depth` (h2: only level 2). */
export const tocEntries = (headings: TocEntry[], depth: TocDepth): TocEntry[] =>
  headings.filter((heading) => heading.level <= Number(depth.slice(1)))

/** Anchors for the blocks of a page that have a heading (the table of contents of a page lists them); null for the others. */
export function blockAnchors(blocks: object[]): (TocEntry | null)[] {
  const titled = blocks.map((block) => {
    const heading = (block as { heading?: unknown }).heading
    return typeof heading === 'string' && heading.trim() ? heading.trim() : null
  })
  // Prefixed: a post's own heading anchors and its blocks' anchors must not collide.
  const ids = uniqueAnchors(titled.filter((text): text is string => text !== null)).map((id) => `block-${id}`)
  let next = 0
  return titled.map((text) => (text === null ? null : { level: 2, text, id: ids[next++] ?? '' }))
}

/**
 * What a table of contents lists, with the anchors the headings are rendered with: below a post the h2–h4 of
 * its body (AnchoredRichText), on a page the headings of its blocks (`blockAnchors`, RenderBlocks).
 */
export const documentOutline = (post: Post | undefined, anchors: (TocEntry | null)[]): TocEntry[] =>
  post
    ? lexicalHeadings(post.content?.root).map(({ level, text, id }) => ({ level, text, id }))
    : anchors.filter((anchor) => anchor !== null)
