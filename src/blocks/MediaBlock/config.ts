import { pageBlock } from '../shared/pageBlock'
import { captionField, selectField } from '../shared/fieldPresets'
import { tenantMedia } from '../shared/sameTenant'

export const MEDIA_BLOCK_WIDTHS = ['content', 'wide', 'full'] as const

export const MediaBlock = pageBlock({
  slug: 'mediaBlock',
  interfaceName: 'MediaBlock',
  group: 'media',
  description: { de: 'Ein einzelnes Bild mit Bildunterschrift', en: 'A single image with a caption' },
  labels: { singular: { de: 'Bild', en: 'Media' }, plural: { de: 'Bilder', en: 'Media' } },
  fields: [
    tenantMedia({ name: 'media', required: true, label: { de: 'Bild', en: 'Image' } }),
    captionField(),
    selectField('width', MEDIA_BLOCK_WIDTHS, {
      defaultValue: 'content',
      labels: {
        content: { de: 'Textbreite', en: 'Content width' },
        wide: { de: 'Breit', en: 'Wide' },
        full: { de: 'Volle Breite', en: 'Full width' },
      },
    }),
  ],
})
