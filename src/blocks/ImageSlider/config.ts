import type { PayloadRequest } from 'payload'
import { localizedMessage } from '@/lib/i18n/localizedMessage'
import { row } from '@/fields/layout'
import { pageBlock } from '../shared/pageBlock'
import {
  arrowStyleField,
  backgroundField,
  carouselMotionRow,
  dotsField,
  intervalField,
  layoutField,
  swipeAndKeyboardFields,
} from '../shared/blockFields'
import { ARROW_STYLES } from '../shared/carouselOptions'
import { captionField, checkboxField, headingField, requiredRows, selectField } from '../shared/fieldPresets'
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

export const ImageSliderBlock = pageBlock({
  slug: 'imageSlider',
  interfaceName: 'ImageSliderBlock',
  group: 'heroAndSlider',
  description: {
    de: 'Bilder als Slider, Raster oder Galerie, mit Vollbildansicht',
    en: 'Images as a slider, grid or gallery, with a full-screen view',
  },
  labels: {
    singular: { de: 'Bildergalerie', en: 'Image slider' },
    plural: { de: 'Bildergalerien', en: 'Image sliders' },
  },
  fields: [
    headingField(),
    requiredRows({
      name: 'images',
      maxRows: IMAGE_SLIDER_MAX_IMAGES,
      labels: { singular: { de: 'Bild', en: 'Image' }, plural: { de: 'Bilder', en: 'Images' } },
      fields: [
        tenantMedia({ name: 'image', required: true, label: { de: 'Bild', en: 'Image' } }),
        captionField(),
        {
          name: 'alt',
          type: 'text',
          localized: true,
          label: { de: 'Alternativtext (sonst aus dem Medium)', en: 'Alt text (else from the media)' },
        },
        {
          name: 'link',
          type: 'text',
          label: { de: 'Link (optional)', en: 'Link (optional)' },
          validate: (value: string | null | undefined, { req }: { req: PayloadRequest }) =>
            !value ||
            /^(?:\/(?!\/)|https?:\/\/)/.test(value) ||
            localizedMessage(req, { de: 'https://… oder /pfad', en: 'https://… or /path' }),
        },
      ],
    }),
    layoutField(IMAGE_SLIDER_LAYOUTS),
    carouselMotionRow({ effectName: 'effect', effects: IMAGE_SLIDER_EFFECTS, speed: IMAGE_SLIDER_SPEED_MS, gap: 16 }),
    row([
      checkboxField('autoplay', 'Autoplay', false),
      intervalField({ min: 2000, max: 20000, default: 5000 }),
      checkboxField('loop', { de: 'Endlos', en: 'Loop' }),
      checkboxField('centered', { de: 'Zentriert', en: 'Centered' }, false),
    ]),
    row([
      arrowStyleField(IMAGE_SLIDER_ARROW_STYLES),
      dotsField(IMAGE_SLIDER_DOTS),
      checkboxField('counter', { de: 'Zähler', en: 'Counter' }, false),
      ...swipeAndKeyboardFields(),
    ]),
    {
      name: 'lightbox',
      type: 'group',
      label: 'Lightbox',
      fields: [
        row([
          checkboxField('enabled', { de: 'Aktiv', en: 'Enabled' }),
          checkboxField('zoom', 'Zoom'),
          checkboxField('download', 'Download', false),
          checkboxField('share', { de: 'Teilen', en: 'Share' }, false),
          checkboxField('captions', { de: 'Bildunterschriften', en: 'Captions' }),
          checkboxField('thumbnails', { de: 'Vorschaubilder', en: 'Thumbnails' }),
        ]),
        backgroundField(LIGHTBOX_BACKGROUNDS, 'dark'),
      ],
    },
    row([
      selectField('hover', IMAGE_HOVER_EFFECTS, {
        defaultValue: 'zoom',
        label: { de: 'Hover-Effekt', en: 'Hover effect' },
      }),
      selectField('captionPosition', CAPTION_POSITIONS, {
        defaultValue: 'below',
        label: { de: 'Bildunterschrift', en: 'Caption' },
      }),
    ]),
  ],
})
