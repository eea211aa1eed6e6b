import type { Block } from 'payload'
import { selectOptions } from '@/fields/selectOptions'
import { tenantMedia } from '../shared/sameTenant'

export const MEDIA_BLOCK_WIDTHS = ['content', 'wide', 'full'] as const

export const MediaBlock: Block = {
  slug: 'mediaBlock',
  interfaceName: 'MediaBlock',
  labels: { singular: { de: 'Bild', en: 'Media' }, plural: { de: 'Bilder', en: 'Media' } },
  fields: [
    tenantMedia({ name: 'media', required: true, label: { de: 'Bild', en: 'Image' } }),
    { name: 'caption', type: 'text', localized: true, label: { de: 'Bildunterschrift', en: 'Caption' } },
    {
      name: 'width',
      type: 'select',
      defaultValue: 'content',
      options: selectOptions(MEDIA_BLOCK_WIDTHS, {
        content: { de: 'Textbreite', en: 'Content width' },
        wide: { de: 'Breit', en: 'Wide' },
        full: { de: 'Volle Breite', en: 'Full width' },
      }),
    },
  ],
}
