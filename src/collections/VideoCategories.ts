import type { CollectionConfig } from 'payload'
import { anyone } from '@/access/anyone'
import { editorialAccess } from '@/access/editorialAccess'
import { slugField } from '@/fields/slug'

export const VideoCategories: CollectionConfig = {
  slug: 'video-categories',
  custom: { tenantScoped: true },
  labels: { singular: { de: 'Videokategorie', en: 'Video category' }, plural: { de: 'Videokategorien', en: 'Video categories' } },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug', 'order'], group: { de: 'Medien', en: 'Media' } },
  access: editorialAccess(anyone),
  defaultSort: 'order',
  indexes: [{ fields: ['tenant', 'slug'], unique: true }],
  fields: [
    { name: 'name', type: 'text', required: true, localized: true, label: 'Name' },
    slugField({ from: 'name' }),
    { name: 'description', type: 'textarea', localized: true, label: { de: 'Beschreibung', en: 'Description' } },
    { name: 'order', type: 'number', defaultValue: 0, label: { de: 'Reihenfolge', en: 'Order' }, admin: { position: 'sidebar' } },
  ],
}
