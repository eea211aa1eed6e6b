import type { CollectionConfig } from 'payload'
import { tenantCategories } from '@/collections/presets/categories'

export const VideoCategories: CollectionConfig = tenantCategories({
  slug: 'video-categories',
  labels: {
    singular: { de: 'Videokategorie', en: 'Video category' },
    plural: { de: 'Videokategorien', en: 'Video categories' },
  },
})
