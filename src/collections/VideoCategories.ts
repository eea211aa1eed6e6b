import type { CollectionConfig } from 'payload'
import { slugField } from '@/fields/slug'
import { nameField, orderField } from '@/fields/presentation'
import { tenantContent } from '@/collections/presets/tenantContent'

export const VideoCategories: CollectionConfig = tenantContent({
  slug: 'video-categories',
  group: 'media',
  labels: { singular: { de: 'Videokategorie', en: 'Video category' }, plural: { de: 'Videokategorien', en: 'Video categories' } },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug', 'order'] },
  defaultSort: 'order',
  fields: [
    nameField(),
    slugField({ from: 'name' }),
    { name: 'description', type: 'textarea', localized: true, label: { de: 'Beschreibung', en: 'Description' } },
    orderField(),
  ],
})
