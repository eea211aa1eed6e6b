import type { CollectionConfig } from 'payload'
import { contentCollections } from './groups/content'
import { platformCollections } from './groups/platform'
import { showcaseCollections } from './groups/showcase'

/** The collections outside the modules; the community and video hub modules add theirs after these (src/modules). */
export const collections: CollectionConfig[] = [...platformCollections, ...contentCollections, ...showcaseCollections]
