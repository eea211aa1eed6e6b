import type { Block } from 'payload'
import { selectOptions } from '@/fields/selectOptions'
import { ctaLinkFields } from '../shared/blockFields'
import { tenantMedia } from '../shared/sameTenant'

export const HERO_ANIMATIONS = ['fade', 'slide', 'zoom', 'flip', 'none'] as const
export const HERO_DOTS = ['dots', 'lines', 'numbers', 'thumbnails', 'progress'] as const
export const HERO_OVERLAYS = ['none', 'light', 'dark', 'gradient'] as const
export const HERO_MAX_SLIDES = 10
export const HERO_INTERVAL_MS = { min: 2000, max: 20000, default: 6000 } as const
export const HERO_HEIGHT_VH = { min: 30, max: 100 } as const

export const HeroSliderBlock: Block = {
  slug: 'heroSlider',
  interfaceName: 'HeroSliderBlock',
  labels: { singular: { de: 'Hero-Slider', en: 'Hero slider' }, plural: { de: 'Hero-Slider', en: 'Hero sliders' } },
  fields: [
    {
      name: 'slides',
      type: 'array',
      minRows: 1,
      maxRows: HERO_MAX_SLIDES,
      required: true,
      labels: { singular: { de: 'Folie', en: 'Slide' }, plural: { de: 'Folien', en: 'Slides' } },
      fields: [
        {
          type: 'row',
          fields: [
            tenantMedia({ name: 'image', required: true, label: { de: 'Hintergrund (Desktop)', en: 'Background (desktop)' } }),
            tenantMedia({ name: 'mobileImage', label: { de: 'Hintergrund (Mobil)', en: 'Background (mobile)' } }),
          ],
        },
        { name: 'headline', type: 'text', required: true, localized: true, label: { de: 'Überschrift', en: 'Headline' } },
        { name: 'subline', type: 'textarea', localized: true, label: { de: 'Unterzeile', en: 'Subline' } },
        {
          name: 'overlay',
          type: 'select',
          defaultValue: 'dark',
          options: selectOptions(HERO_OVERLAYS, {
            none: { de: 'Keine', en: 'None' },
            light: { de: 'Hell', en: 'Light' },
            dark: { de: 'Dunkel', en: 'Dark' },
            gradient: { de: 'Verlauf', en: 'Gradient' },
          }),
        },
        ...ctaLinkFields(),
      ],
    },
    {
      name: 'animation',
      type: 'select',
      defaultValue: 'fade',
      options: selectOptions(HERO_ANIMATIONS, {
        fade: { de: 'Überblenden', en: 'Fade' },
        slide: { de: 'Schieben', en: 'Slide' },
        zoom: { de: 'Zoom', en: 'Zoom' },
        flip: { de: 'Drehen', en: 'Flip' },
        none: { de: 'Keine', en: 'None' },
      }),
    },
    {
      type: 'row',
      fields: [
        { name: 'autoplay', type: 'checkbox', defaultValue: true, label: { de: 'Automatisch weiter', en: 'Autoplay' } },
        {
          name: 'interval',
          type: 'number',
          min: HERO_INTERVAL_MS.min,
          max: HERO_INTERVAL_MS.max,
          defaultValue: HERO_INTERVAL_MS.default,
          label: { de: 'Intervall (ms)', en: 'Interval (ms)' },
        },
        { name: 'pauseOnHover', type: 'checkbox', defaultValue: true, label: { de: 'Pause bei Hover', en: 'Pause on hover' } },
        { name: 'pauseOnInteraction', type: 'checkbox', defaultValue: true, label: { de: 'Pause nach Bedienung', en: 'Pause on interaction' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'arrows', type: 'checkbox', defaultValue: true, label: { de: 'Pfeile', en: 'Arrows' } },
        { name: 'dots', type: 'select', defaultValue: 'dots', options: selectOptions(HERO_DOTS), label: { de: 'Navigation', en: 'Dots' } },
        { name: 'swipe', type: 'checkbox', defaultValue: true, label: { de: 'Wischen', en: 'Swipe' } },
        { name: 'keyboard', type: 'checkbox', defaultValue: true, label: { de: 'Tastatur', en: 'Keyboard' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'heightDesktop', type: 'number', min: HERO_HEIGHT_VH.min, max: HERO_HEIGHT_VH.max, defaultValue: 70, label: { de: 'Höhe Desktop (vh)', en: 'Height desktop (vh)' } },
        { name: 'heightMobile', type: 'number', min: HERO_HEIGHT_VH.min, max: HERO_HEIGHT_VH.max, defaultValue: 60, label: { de: 'Höhe Mobil (vh)', en: 'Height mobile (vh)' } },
      ],
    },
    { name: 'ariaLabel', type: 'text', localized: true, label: { de: 'ARIA-Bezeichnung', en: 'ARIA label' } },
  ],
}
