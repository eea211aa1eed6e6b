import type { CollectionConfig } from 'payload'
import { imageField } from '@/fields/media'
import { tenantCategories } from '@/collections/presets/categories'

/** Hierarchical: `parent` and `breadcrumbs` come from the nested-docs plugin (custom.nestedDocs). */
export const ProductCategories: CollectionConfig = tenantCategories({
  slug: 'product-categories',
  custom: { nestedDocs: true },
  labels: {
    singular: { de: 'Produktkategorie', en: 'Product category' },
    plural: { de: 'Produktkategorien', en: 'Product categories' },
  },
  defaultColumns: ['name', 'slug', 'parent', 'order'],
  fields: [imageField()],
})
