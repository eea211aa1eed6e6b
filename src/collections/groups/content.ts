import type { CollectionConfig } from 'payload'
import { Pages } from '../Pages'

/** Editorial content of the tenant sites (pages, posts, media, catalogues). */
export const contentCollections: CollectionConfig[] = [Pages]
