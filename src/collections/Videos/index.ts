import type { CollectionConfig, PayloadRequest } from 'payload'
import { row } from '@/fields/layout'
import { parseVideoUrl } from '@/lib/video'
import { deriveVideo } from './hooks/deriveVideo'
import { featuredField, introFields } from '@/fields/presentation'
import { tenantContent } from '@/collections/presets/tenantContent'
import { localizedMessage } from '@/lib/i18n/localizedMessage'

const derived = {
  readOnly: true,
  position: 'sidebar' as const,
  description: { de: 'Wird beim Speichern abgeleitet.', en: 'Derived on save.' },
}

export const Videos: CollectionConfig = tenantContent({
  slug: 'videos',
  labels: { singular: { de: 'Video', en: 'Video' }, plural: { de: 'Videos', en: 'Videos' } },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'platform', 'category', 'publishedAt'] },
  defaultSort: '-publishedAt',
  hooks: { beforeChange: [deriveVideo] },
  fields: [
    ...introFields(),
    {
      name: 'url',
      type: 'text',
      required: true,
      label: 'URL',
      admin: { description: { de: 'YouTube- oder Vimeo-Link', en: 'YouTube or Vimeo link' } },
      validate: (value: string | null | undefined, { req }: { req: PayloadRequest }) =>
        value && parseVideoUrl(value)
          ? true
          : localizedMessage(req, {
              de: 'Eine YouTube- oder Vimeo-Video-URL angeben',
              en: 'Enter a YouTube or Vimeo video URL',
            }),
    },
    row([
      {
        name: 'privacyMode',
        type: 'checkbox',
        defaultValue: true,
        label: { de: 'Datenschutzmodus', en: 'Privacy mode' },
      },
      {
        name: 'durationSeconds',
        type: 'number',
        min: 0,
        label: { de: 'Dauer (Sekunden)', en: 'Duration (seconds)' },
      },
    ]),
    {
      name: 'thumbnail',
      type: 'upload',
      relationTo: 'media',
      label: { de: 'Eigenes Vorschaubild', en: 'Custom thumbnail' },
    },
    {
      name: 'category',
      type: 'relationship',
      relationTo: 'video-categories',
      label: { de: 'Kategorie', en: 'Category' },
      admin: { position: 'sidebar' },
    },
    {
      name: 'series',
      type: 'relationship',
      relationTo: 'series',
      label: { de: 'Serie', en: 'Series' },
      admin: { position: 'sidebar' },
    },
    {
      name: 'publishedAt',
      type: 'date',
      index: true,
      label: { de: 'Veröffentlicht am', en: 'Published at' },
      admin: { position: 'sidebar' },
    },
    featuredField(),
    {
      name: 'platform',
      type: 'select',
      options: [
        { label: 'YouTube', value: 'youtube' },
        { label: 'Vimeo', value: 'vimeo' },
      ],
      admin: derived,
    },
    { name: 'videoId', type: 'text', admin: derived },
    { name: 'embedUrl', type: 'text', admin: derived },
    { name: 'thumbnailUrl', type: 'text', admin: derived },
    { name: 'duration', type: 'text', label: { de: 'Dauer', en: 'Duration' }, admin: derived },
  ],
})
