import type { UploadField } from 'payload'

/** An image from the tenant's media library. */
export const imageField = (): UploadField => ({
  name: 'image',
  type: 'upload',
  relationTo: 'media',
  label: { de: 'Bild', en: 'Image' },
})

/** The document's cover image ("Titelbild"). */
export const coverImageField = ({ required = false } = {}): UploadField => ({
  name: 'coverImage',
  type: 'upload',
  relationTo: 'media',
  ...(required ? { required: true } : {}),
  label: { de: 'Titelbild', en: 'Cover image' },
})

/** Several images shown as a gallery. */
export const galleryField = (): UploadField => ({
  name: 'gallery',
  type: 'upload',
  relationTo: 'media',
  hasMany: true,
  label: { de: 'Galerie', en: 'Gallery' },
})
