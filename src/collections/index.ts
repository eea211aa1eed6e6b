import type { CollectionConfig } from 'payload'
import { communityCollections } from './groups/community'
import { contentCollections } from './groups/content'
import { platformCollections } from './groups/platform'
import { showcaseCollections } from './groups/showcase'
import { videoHubCollections } from './groups/videoHub'

export const collections: CollectionConfig[] = [
  ...platformCollections,
  ...contentCollections,
  ...showcaseCollections,
  ...communityCollections,
  ...videoHubCollections,
]

/**
 * A collection is tenant-scoped when it declares `custom: { tenantScoped: true }`; the
 * multi-tenant plugin then adds its tenant field, filters and access wrapping.
 */
export const tenantScopedSlugs = collections
  .filter((collection) => collection.custom?.tenantScoped === true)
  .map((c) => c.slug)
