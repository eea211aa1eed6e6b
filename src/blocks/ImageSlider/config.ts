import type { Block, PayloadRequest } from 'payload'
import { localizedMessage } from '@/access/localizedMessage'
import { selectOptions } from '@/fields/selectOptions'
import { carouselMotionRow } from '../shared/blockFields'
import { ARROW_STYLES } from '../shared/carouselOptions'
import { tenantMedia } from '../shared/sameTenant'

export const IMAGE_SLIDER_LAYOUTS = ['slider', 'grid', 'masonry', 'single', 'thumbnails', 'filmstrip'] as const
export const IMAGE_SLIDER_EFFECTS = ['slide', 'fade', 'zoom', 'flip', 'coverflow', 'cube'] as const
export const IMAGE_SLIDER_ARROW_STYLES = ARROW_STYLES.slice(0, 4)
export const IMAGE_SLIDER_DOTS = ['dots', 'lines', 'numbers', 'progress', 'none'] as const
export const LIGHTBOX_BACKGROUNDS = ['dark', 'light', 'blur'] as const
export const IMAGE_HOVER_EFFECTS = ['none', 'zoom', 'brighten', 'darken', 'overlay'] as const
export const CAPTION_POSITIONS = ['below', 'overlay', 'hover', 'hidden'] as const
export const IMAGE_SLIDER_MAX_IMAGES = 50
export const IMAGE_SLIDER_SPEED_MS = { min: 100, max: 3000, default: 500 } as const

export const ImageSliderBlock: Block = {
  slug: 'imageSlider',
  interfaceName: 'ImageSliderBlock',
  labels: { singular: { de: 'Bildergalerie', en: 'Image slider' }, plural: { de: 'Bildergalerien', en: 'Image sliders' } },
  fields: [
    { name: 'heading', type: 'text', localized: true, label: { de: 'Überschrift', en: 'Heading' } },
    {
      name: 'images',
      type: 'array',
      minRows: 1,
      maxRows: IMAGE_SLIDER_MAX_IMAGES,
      required: true,
      labels: { singular: { de: 'Bild', en: 'Image' }, plural: { de: 'Bilder', en: 'Images' } },
      fields: [
        tenantMedia({ name: 'image', required: true, label: { de: 'Bild', en: 'Image' } }),
        { name: 'caption', type: 'text', localized: true, label: { de: 'Bildunterschrift', en: 'Caption' } },
        { name: 'alt', type: 'text', localized: true, label: { de: 'Alternativtext (sonst aus dem Medium)', en: 'Alt text (else from the media)' } },
        { name: 'link', type: 'text', label: { de: 'Link (optional)', en: 'Link (optional)' }, validate: (value: string | null | undefined, { req }: { req: PayloadRequest }) => !value || /^(?:\/(?!\/)|https?:\/\/)/.test(value) || localizedMessage(req, { de: 'https://… oder /pfad', en: 'https://… or /path' }) },
      ],
    },
    { name: 'layout', type: 'select', defaultValue: 'slider', options: selectOptions(IMAGE_SLIDER_LAYOUTS), label: 'Layout' },
    carouselMotionRow({ effectName: 'effect', effects: IMAGE_SLIDER_EFFECTS, speed: IMAGE_SLIDER_SPEED_MS, gap: 16 }),
    {
      type: 'row',
      fields: [
        { name: 'autoplay', type: 'checkbox', defaultValue: false, label: 'Autoplay' },
        { name: 'interval', type: 'number', min: 2000, max: 20000, defaultValue: 5000, label: { de: 'Intervall (ms)', en: 'Interval (ms)' } },
        { name: 'loop', type: 'checkbox', defaultValue: true, label: { de: 'Endlos', en: 'Loop' } },
        { name: 'centered', type: 'checkbox', defaultValue: false, label: { de: 'Zentriert', en: 'Centered' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'arrowStyle', type: 'select', defaultValue: 'circle', options: selectOptions([...IMAGE_SLIDER_ARROW_STYLES, 'none'] as const), label: { de: 'Pfeile', en: 'Arrows' } },
        { name: 'dots', type: 'select', defaultValue: 'dots', options: selectOptions(IMAGE_SLIDER_DOTS), label: { de: 'Navigation', en: 'Dots' } },
        { name: 'counter', type: 'checkbox', defaultValue: false, label: { de: 'Zähler', en: 'Counter' } },
        { name: 'swipe', type: 'checkbox', defaultValue: true, label: { de: 'Wischen', en: 'Swipe' } },
        { name: 'keyboard', type: 'checkbox', defaultValue: true, label: { de: 'Tastatur', en: 'Keyboard' } },
      ],
    },
    {
      name: 'lightbox',
      type: 'group',
      label: 'Lightbox',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'enabled', type: 'checkbox', defaultValue: true, label: { de: 'Aktiv', en: 'Enabled' } },
            { name: 'zoom', type: 'checkbox', defaultValue: true, label: 'Zoom' },
            { name: 'download', type: 'checkbox', defaultValue: false, label: 'Download' },
            { name: 'share', type: 'checkbox', defaultValue: false, label: { de: 'Teilen', en: 'Share' } },
            { name: 'captions', type: 'checkbox', defaultValue: true, label: { de: 'Bildunterschriften', en: 'Captions' } },
            { name: 'thumbnails', type: 'checkbox', defaultValue: true, label: { de: 'Vorschaubilder', en: 'Thumbnails' } },
          ],
        },
        { name: 'background', type: 'select', defaultValue: 'dark', options: selectOptions(LIGHTBOX_BACKGROUNDS), label: { de: 'Hintergrund', en: 'Background' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'hover', type: 'select', defaultValue: 'zoom', options: selectOptions(IMAGE_HOVER_EFFECTS), label: { de: 'Hover-Effekt', en: 'Hover effect' } },
        { name: 'captionPosition', type: 'select', defaultValue: 'below', options: selectOptions(CAPTION_POSITIONS), label: { de: 'Bildunterschrift', en: 'Caption' } },
      ],
    },
  ],
}
