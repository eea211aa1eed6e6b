import type { CollectionConfig } from 'payload'
import { coverImageField } from '@/fields/media'
import { slugField } from '@/fields/slug'
import { descriptionField, orderField, titleField } from '@/fields/presentation'
import { tenantContent } from '@/collections/presets/tenantContent'

export const Series: CollectionConfig = tenantContent({
  slug: 'series',
  // Part of the video hub module, but listed with the videos.
  group: 'media',
  labels: { singular: { de: 'Serie', en: 'Series' }, plural: { de: 'Serien', en: 'Series' } },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'tagline', 'order'] },
  defaultSort: 'order',
  fields: [
    titleField(),
    slugField(),
    { name: 'tagline', type: 'text', localized: true, label: { de: 'Untertitel', en: 'Tagline' } },
    descriptionField({ richText: true }),
    coverImageField(),
    { name: 'videos', type: 'join', collection: 'videos', on: 'series', label: 'Videos' },
    orderField(),
  ],
})
