import type { CollectionConfig } from 'payload'
import { anyone } from '@/access/anyone'
import { editorialAccess } from '@/access/editorialAccess'
import { slugField } from '@/fields/slug'

export const PortfolioCategories: CollectionConfig = {
  slug: 'portfolio-categories',
  custom: { tenantScoped: true },
  labels: { singular: { de: 'Portfolio-Kategorie', en: 'Portfolio category' }, plural: { de: 'Portfolio-Kategorien', en: 'Portfolio categories' } },
  admin: { group: 'Portfolio', useAsTitle: 'name', defaultColumns: ['name', 'slug', 'order'] },
  access: editorialAccess(anyone),
  defaultSort: 'order',
  indexes: [{ fields: ['tenant', 'slug'], unique: true }],
  fields: [
    { name: 'name', type: 'text', required: true, localized: true, label: 'Name' },
    slugField({ from: 'name' }),
    { name: 'description', type: 'textarea', localized: true, label: { de: 'Beschreibung', en: 'Description' } },
    { name: 'coverImage', type: 'upload', relationTo: 'media', label: { de: 'Titelbild', en: 'Cover image' } },
    { name: 'order', type: 'number', defaultValue: 0, label: { de: 'Reihenfolge', en: 'Order' }, admin: { position: 'sidebar' } },
  ],
}
