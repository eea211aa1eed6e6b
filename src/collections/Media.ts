import type { CollectionConfig } from 'payload'
import { anyone } from '@/access/anyone'
import { editorialAccess } from '@/access/editorialAccess'
import { mediaDir } from '@/lib/media/mediaDir'
import { ADMIN_GROUPS } from '@/collections/presets/adminGroups'

/** Raster formats only: an uploaded SVG is served from the CMS origin and could carry script. */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif']

export const Media: CollectionConfig = {
  slug: 'media',
  custom: { tenantScoped: true },
  labels: { singular: { de: 'Medium', en: 'Media' }, plural: { de: 'Medien', en: 'Media' } },
  admin: { group: ADMIN_GROUPS.media, useAsTitle: 'alt', defaultColumns: ['filename', 'alt', 'updatedAt'] },
  // Public sites embed these files, so anyone may read them.
  access: editorialAccess(anyone),
  upload: {
    staticDir: mediaDir(),
    mimeTypes: IMAGE_MIME_TYPES,
    focalPoint: true,
    adminThumbnail: 'thumbnail',
    imageSizes: [
      { name: 'thumbnail', width: 300, height: 300, position: 'centre' },
      { name: 'card', width: 768 },
      { name: 'hero', width: 1600 },
      // Open Graph / social preview size.
      { name: 'og', width: 1200, height: 630 },
    ],
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      required: true,
      localized: true,
      label: { de: 'Alternativtext', en: 'Alt text' },
      admin: {
        description: {
          de: 'Beschreibt das Bild für Screenreader (Pflicht).',
          en: 'Describes the image for screen readers (required).',
        },
      },
    },
    { name: 'caption', type: 'textarea', localized: true, label: { de: 'Bildunterschrift', en: 'Caption' } },
    { name: 'credit', type: 'text', label: { de: 'Bildnachweis', en: 'Credit' } },
  ],
}
