import type { CollectionSlug, FieldHook, PayloadRequest } from 'payload'

type Ref = number | string | { id: number | string; [key: string]: unknown } | null | undefined

/** One text field of a related document, whether the relationship came populated or as an id. */
async function relatedText(
  req: PayloadRequest,
  collection: CollectionSlug,
  ref: Ref,
  field: string,
): Promise<string | null> {
  if (ref === null || ref === undefined) return null
  if (typeof ref === 'object') {
    const value = ref[field]
    return typeof value === 'string' ? value : null
  }
  const doc = (await req.payload.findByID({
    collection,
    id: ref,
    depth: 0,
    locale: req.locale ?? undefined,
    select: { [field]: true },
    disableErrors: true,
    // The reader's own access applies: a post must not reveal another tenant's tag or author.
    overrideAccess: false,
    req,
  })) as Record<string, unknown> | null
  const value = doc?.[field]
  return typeof value === 'string' ? value : null
}

/** `authorName`: the author's name, or the legacy author text of imported posts when no author is set. */
export const resolveAuthorName: FieldHook = async ({ siblingData, req }) =>
  (await relatedText(req, 'authors', siblingData?.author as Ref, 'name')) ?? (siblingData?.legacyAuthor || null)

/**
 * `category` (read-only, backwards compatibility): older API consumers read one category per post;
 * it is the name of the post's first tag.
 */
export const resolveCategory: FieldHook = async ({ siblingData, req }) => {
  const tags = siblingData?.tags as Ref[] | null | undefined
  return relatedText(req, 'tags', tags?.[0], 'name')
}
