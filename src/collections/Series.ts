import type { CollectionConfig } from 'payload'
import { anyone } from '@/access/anyone'
import { editorialAccess } from '@/access/editorialAccess'
import { slugField } from '@/fields/slug'

export const Series: CollectionConfig = {
  slug: 'series',
  custom: { tenantScoped: true },
  labels: { singular: { de: 'Serie', en: 'Series' }, plural: { de: 'Serien', en: 'Series' } },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'tagline', 'order'], group: { de: 'Medien', en: 'Media' } },
  access: editorialAccess(anyone),
  defaultSort: 'order',
  indexes: [{ fields: ['tenant', 'slug'], unique: true }],
  fields: [
    { name: 'title', type: 'text', required: true, localized: true, label: { de: 'Titel', en: 'Title' } },
    slugField(),
    { name: 'tagline', type: 'text', localized: true, label: { de: 'Untertitel', en: 'Tagline' } },
    { name: 'description', type: 'richText', localized: true, label: { de: 'Beschreibung', en: 'Description' } },
    { name: 'coverImage', type: 'upload', relationTo: 'media', label: { de: 'Titelbild', en: 'Cover image' } },
    { name: 'videos', type: 'join', collection: 'videos', on: 'series', label: 'Videos' },
    { name: 'order', type: 'number', defaultValue: 0, label: { de: 'Reihenfolge', en: 'Order' }, admin: { position: 'sidebar' } },
  ],
}
