import type { CollectionConfig } from 'payload'
import { trackDownloadEndpoint } from '@/endpoints/downloadsTrack'
import { mediaDir } from '@/lib/media/mediaDir'
import { IMAGE_MIME_TYPES } from './Media'
import { descriptionField, titleField } from '@/fields/presentation'
import { tenantContent } from '@/collections/presets/tenantContent'
import { selectOptions } from '@/fields/selectOptions'
import { DOWNLOAD_CATEGORIES, DOWNLOAD_CATEGORY_LABELS } from '@/fields/vocabulary'

/** Files offered for download (no text/HTML types: files are served from the CMS origin); links point at the tracking route so every download is counted. */
export const Downloads: CollectionConfig = tenantContent({
  slug: 'downloads',
  uniqueSlug: false,
  labels: { singular: { de: 'Download', en: 'Download' }, plural: { de: 'Downloads', en: 'Downloads' } },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'category', 'downloadCount', 'filesize'] },
  endpoints: [trackDownloadEndpoint],
  upload: {
    staticDir: mediaDir('downloads'),
    mimeTypes: [
      'application/pdf',
      'application/zip',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      ...IMAGE_MIME_TYPES,
    ],
  },
  fields: [
    titleField(),
    descriptionField(),
    {
      name: 'category',
      type: 'select',
      defaultValue: 'other',
      label: { de: 'Kategorie', en: 'Category' },
      options: selectOptions(DOWNLOAD_CATEGORIES, DOWNLOAD_CATEGORY_LABELS),
      admin: { position: 'sidebar' },
    },
    {
      name: 'downloadCount',
      type: 'number',
      defaultValue: 0,
      label: { de: 'Downloads', en: 'Download count' },
      // Only the tracking route changes it (atomically, in SQL).
      access: { create: () => false, update: () => false },
      admin: { position: 'sidebar', readOnly: true },
    },
  ],
})
