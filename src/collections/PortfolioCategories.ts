import type { CollectionConfig } from 'payload'
import { coverImageField } from '@/fields/media'
import { tenantCategories } from '@/collections/presets/categories'

export const PortfolioCategories: CollectionConfig = tenantCategories({
  slug: 'portfolio-categories',
  labels: {
    singular: { de: 'Portfolio-Kategorie', en: 'Portfolio category' },
    plural: { de: 'Portfolio-Kategorien', en: 'Portfolio categories' },
  },
  fields: [coverImageField()],
})
