export const RELATED_POST_MODES = ['auto', 'manual', 'category', 'tag'] as const
export type RelatedPostMode = (typeof RELATED_POST_MODES)[number]

/** What the selection needs of a post: its id, its tags (ids, in the editor's order) and when it was published. */
export type RelatedCandidate = { id: number; tagIds: number[]; publishedAt?: string | null }

type Selection = {
  mode: Exclude<RelatedPostMode, 'manual'>
  /** The post the block sits below (its blocks' context); null on a page. */
  current: RelatedCandidate | null
  /** The block's own tag: the subject of `category` and `tag` on a page. */
  tagId: number | null
  limit: number
}

const newestFirst = (a: RelatedCandidate, b: RelatedCandidate) =>
  (b.publishedAt ?? '').localeCompare(a.publishedAt ?? '')

/**
 * Related posts from the tenant's candidates, never the current post:
 * - `tag`: posts sharing a tag with the current post, most shared tags first (on a page: posts with the block's tag);
 * - `category`: posts whose category (their first tag, as the API's `category` field) is the current post's category
 *   (on a page: the block's tag);
 * - `auto`: `tag` on a post, filled up with the newest posts; the newest posts on a page.
 * Ties are broken by publication date, newest first.
 */
export function selectRelatedPosts<C extends RelatedCandidate>(
  candidates: C[],
  { mode, current, tagId, limit }: Selection,
): C[] {
  const others = candidates.filter((candidate) => candidate.id !== current?.id).sort(newestFirst)
  const subjectTags = current ? current.tagIds : tagId !== null ? [tagId] : []
  const shared = (candidate: RelatedCandidate) => candidate.tagIds.filter((tag) => subjectTags.includes(tag)).length
  if (mode === 'category') {
    const category = current ? current.tagIds[0] : tagId
    return category === undefined || category === null
      ? []
      : others.filter((candidate) => candidate.tagIds[0] === category).slice(0, limit)
  }
  const byTags = others
    .filter((candidate) => shared(candidate) > 0)
    .sort((a, b) => shared(b) - shared(a) || newestFirst(a, b))
  if (mode === 'tag') return byTags.slice(0, limit)
  if (!current) return others.slice(0, limit)
  return [...byTags, ...others.filter((candidate) => shared(candidate) === 0)].slice(0, limit)
}
