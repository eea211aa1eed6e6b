import type { CollectionConfig } from 'payload'
import { slugField } from '@/fields/slug'
import { nameField, orderField } from '@/fields/presentation'
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
    { name: 'description', type: 'textarea', localized: true, label: { de: 'Beschreibung', en: 'Description' } },
    { name: 'coverImage', type: 'upload', relationTo: 'media', label: { de: 'Titelbild', en: 'Cover image' } },
    orderField(),
  ],
})
