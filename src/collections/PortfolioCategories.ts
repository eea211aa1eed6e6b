import type { CollectionConfig } from 'payload'
import { coverImageField } from '@/fields/media'
import { slugField } from '@/fields/slug'
import { descriptionField, nameField, orderField } from '@/fields/presentation'
import { tenantContent } from '@/collections/presets/tenantContent'

export const PortfolioCategories: CollectionConfig = tenantContent({
  slug: 'portfolio-categories',
  group: 'portfolio',
  labels: { singular: { de: 'Portfolio-Kategorie', en: 'Portfolio category' }, plural: { de: 'Portfolio-Kategorien', en: 'Portfolio categories' } },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug', 'order'] },
  defaultSort: 'order',
  fields: [
    nameField(),
    slugField({ from: 'name' }),
    descriptionField(),
    coverImageField(),
    orderField(),
  ],
})
