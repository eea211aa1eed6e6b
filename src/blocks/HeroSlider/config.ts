import { row } from '@/fields/layout'
import { pageBlock } from '../shared/pageBlock'
import {
  arrowStyleField,
  ctaLinkFields,
  dotsField,
  intervalField,
  speedField,
  swipeAndKeyboardFields,
} from '../shared/blockFields'
import { ARROW_STYLES } from '../shared/carouselOptions'
import { ariaLabelField, checkboxField, rangeField, requiredRows, selectField } from '../shared/fieldPresets'
import { tenantMedia } from '../shared/sameTenant'
import { heightChoices, withNumberChoices } from '@/fields/numberChoices'
import type { Bilingual } from '@/lib/i18n/localizedMessage'

export const HERO_ANIMATIONS = ['fade', 'slide', 'zoom', 'flip', 'none'] as const
export const HERO_DOTS = ['dots', 'lines', 'numbers', 'thumbnails', 'progress'] as const
export const HERO_OVERLAYS = ['none', 'light', 'dark', 'gradient'] as const
export const HERO_MAX_SLIDES = 10
export const HERO_INTERVAL_MS = { min: 2000, max: 20000, default: 6000 } as const
export const HERO_SPEED_MS = { min: 200, max: 2000, default: 600 } as const
export const HERO_HEIGHT_VH = { min: 30, max: 100 } as const
// Named heights in vh; the default (large) and the seeded pages' heights are among them.
const HERO_HEIGHTS_DESKTOP = { small: 50, medium: 60, large: 70 }
const HERO_HEIGHTS_MOBILE = { small: 40, medium: 50, large: 60 }

/** The slider's height on one kind of screen, picked as small, medium, large (the default) or full screen. */
const heightField = (name: string, label: Bilingual, heights: typeof HERO_HEIGHTS_DESKTOP) =>
  withNumberChoices(rangeField(name, { ...HERO_HEIGHT_VH, default: heights.large }, label), heightChoices(heights))

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
      speedField(HERO_SPEED_MS),
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
      heightField('heightDesktop', { de: 'Höhe am Computer', en: 'Height on computers' }, HERO_HEIGHTS_DESKTOP),
      heightField('heightMobile', { de: 'Höhe auf dem Handy', en: 'Height on phones' }, HERO_HEIGHTS_MOBILE),
    ]),
    ariaLabelField(),
  ],
})
