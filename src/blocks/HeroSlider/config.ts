import { row } from '@/fields/layout'
import { pageBlock } from '../shared/pageBlock'
import { arrowStyleField, ctaLinkFields, dotsField, intervalField, swipeAndKeyboardFields } from '../shared/blockFields'
import { ARROW_STYLES } from '../shared/carouselOptions'
import { ariaLabelField, checkboxField, rangeField, requiredRows, selectField } from '../shared/fieldPresets'
import { tenantMedia } from '../shared/sameTenant'

export const HERO_ANIMATIONS = ['fade', 'slide', 'zoom', 'flip', 'none'] as const
export const HERO_DOTS = ['dots', 'lines', 'numbers', 'thumbnails', 'progress'] as const
export const HERO_OVERLAYS = ['none', 'light', 'dark', 'gradient'] as const
export const HERO_MAX_SLIDES = 10
export const HERO_INTERVAL_MS = { min: 2000, max: 20000, default: 6000 } as const
export const HERO_SPEED_MS = { min: 200, max: 2000, default: 600 } as const
export const HERO_HEIGHT_VH = { min: 30, max: 100 } as const

export const HeroSliderBlock = pageBlock({
  slug: 'heroSlider',
  interfaceName: 'HeroSliderBlock',
  group: 'heroAndSlider',
  description: {
    de: 'Große Bildfolien mit Überschrift und Button, die von selbst wechseln',
    en: 'Large image slides with a headline and a button that change on their own',
  },
  labels: { singular: { de: 'Hero-Slider', en: 'Hero slider' }, plural: { de: 'Hero-Slider', en: 'Hero sliders' } },
  fields: [
    requiredRows({
      name: 'slides',
      maxRows: HERO_MAX_SLIDES,
      labels: { singular: { de: 'Folie', en: 'Slide' }, plural: { de: 'Folien', en: 'Slides' } },
      fields: [
        row([
          tenantMedia({
            name: 'image',
            required: true,
            label: { de: 'Hintergrund (Desktop)', en: 'Background (desktop)' },
          }),
          tenantMedia({ name: 'mobileImage', label: { de: 'Hintergrund (Mobil)', en: 'Background (mobile)' } }),
        ]),
        {
          name: 'headline',
          type: 'text',
          required: true,
          localized: true,
          label: { de: 'Überschrift', en: 'Headline' },
        },
        { name: 'subline', type: 'textarea', localized: true, label: { de: 'Unterzeile', en: 'Subline' } },
        selectField('overlay', HERO_OVERLAYS, { defaultValue: 'dark' }),
        ...ctaLinkFields(),
      ],
    }),
    row([
      selectField('animation', HERO_ANIMATIONS, {
        defaultValue: 'fade',
        labels: { zoom: { de: 'Zoom', en: 'Zoom' }, flip: { de: 'Drehen', en: 'Flip' } },
      }),
      rangeField('speed', HERO_SPEED_MS, { de: 'Tempo (ms)', en: 'Speed (ms)' }),
    ]),
    row([
      checkboxField('autoplay', { de: 'Automatisch weiter', en: 'Autoplay' }),
      intervalField(HERO_INTERVAL_MS),
      checkboxField('pauseOnHover', { de: 'Pause bei Hover', en: 'Pause on hover' }),
      checkboxField('pauseOnInteraction', { de: 'Pause nach Bedienung', en: 'Pause on interaction' }),
    ]),
    row([
      checkboxField('arrows', { de: 'Pfeile', en: 'Arrows' }),
      { ...arrowStyleField(ARROW_STYLES), label: { de: 'Pfeil-Stil', en: 'Arrow style' } },
      dotsField(HERO_DOTS),
      ...swipeAndKeyboardFields(),
    ]),
    row([
      rangeField(
        'heightDesktop',
        { ...HERO_HEIGHT_VH, default: 70 },
        { de: 'Höhe Desktop (vh)', en: 'Height desktop (vh)' },
      ),
      rangeField(
        'heightMobile',
        { ...HERO_HEIGHT_VH, default: 60 },
        { de: 'Höhe Mobil (vh)', en: 'Height mobile (vh)' },
      ),
    ]),
    ariaLabelField(),
  ],
})
