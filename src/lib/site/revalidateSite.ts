import { revalidateTag } from 'next/cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig } from 'payload'
import { type ChangedDoc, tagsToExpire } from './cacheTags'

type Versioned = ChangedDoc & { _status?: 'draft' | 'published' | null }

/** Expires the tags at once (`expire: 0`): the next request renders fresh, a stale page is never served. */
export function expireTags(tags: string[]): void {
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch (error) {
      // Outside a Next.js server (seed, CLI, vitest) there is no page cache to expire.
      if (!(error instanceof Error && error.message.includes('static generation store missing'))) throw error
    }
  }
}

/** True when the public can see the change: the document is published now or was before. */
export const affectsPublicSite = (doc: Versioned, previousDoc?: Versioned | null, hasDrafts = true): boolean =>
  !hasDrafts || doc._status === 'published' || previousDoc?._status === 'published'

/** afterChange/afterDelete hooks that expire the cached reads a public change affects (`tagsToExpire`). */
export function siteRevalidationHooks(collection: Pick<CollectionConfig, 'slug' | 'versions'>): {
  afterChange: CollectionAfterChangeHook
  afterDelete: CollectionAfterDeleteHook
} {
  const hasDrafts = typeof collection.versions === 'object' && Boolean(collection.versions?.drafts)
  return {
    afterChange: ({ doc, previousDoc, req }) => {
      if (!req.context.disableRevalidate && affectsPublicSite(doc, previousDoc, hasDrafts))
        expireTags(tagsToExpire({ collection: collection.slug, doc, previousDoc }))
      return doc
    },
    afterDelete: ({ doc, req }) => {
      if (!req.context.disableRevalidate) expireTags(tagsToExpire({ collection: collection.slug, doc }))
      return doc
    },
  }
}
