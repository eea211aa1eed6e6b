import type { CollectionConfig } from 'payload'
import { imageField } from '@/fields/media'
import { slugField } from '@/fields/slug'
import { descriptionField, nameField, orderField } from '@/fields/presentation'
import { tenantContent } from '@/collections/presets/tenantContent'

/** Hierarchical: `parent` and `breadcrumbs` come from the nested-docs plugin (custom.nestedDocs). */
export const ProductCategories: CollectionConfig = tenantContent({
  slug: 'product-categories',
  group: 'catalogue',
  custom: { nestedDocs: true },
  labels: { singular: { de: 'Produktkategorie', en: 'Product category' }, plural: { de: 'Produktkategorien', en: 'Product categories' } },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug', 'parent', 'order'] },
  defaultSort: 'order',
  fields: [
    nameField(),
    slugField({ from: 'name' }),
    descriptionField(),
    imageField(),
    orderField(),
  ],
})
