import type { CollectionConfig } from 'payload'
import { slugField } from '@/fields/slug'
import { descriptionField, nameField, orderField } from '@/fields/presentation'
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
    descriptionField(),
    orderField(),
  ],
})
