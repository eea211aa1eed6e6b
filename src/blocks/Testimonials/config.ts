import type { Block } from 'payload'
import { selectOptions } from '@/fields/selectOptions'
import { carouselMotionRow } from '../shared/blockFields'
import { ARROW_POSITIONS, ARROW_STYLES } from '../shared/carouselOptions'
import { tenantRelation } from '../shared/sameTenant'
import { testimonialFields } from './fields'

export const TESTIMONIAL_SOURCES = ['inline', 'collection'] as const
export const TESTIMONIAL_ANIMATIONS = ['slide', 'fade', 'cards', 'coverflow', 'none'] as const
export const TESTIMONIAL_PAGINATIONS = ['dots', 'lines', 'numbers', 'progress', 'fraction'] as const
export const TESTIMONIAL_BACKGROUNDS = ['none', 'light', 'dark', 'accent', 'gradient'] as const
export const TESTIMONIAL_CARD_STYLES = ['shadow', 'border', 'flat', 'glass'] as const
export const TESTIMONIAL_QUOTE_STYLES = ['classic', 'large', 'minimal', 'bubble'] as const
export const TESTIMONIAL_SPEED_MS = { min: 300, max: 800, default: 500 } as const
export const TESTIMONIAL_MAX_ITEMS = 30

const toggle = (name: string, de: string, en: string) => ({ name, type: 'checkbox' as const, defaultValue: true, label: { de, en } })

export const TestimonialsBlock: Block = {
  slug: 'testimonials',
  interfaceName: 'TestimonialsBlock',
  labels: { singular: { de: 'Kundenstimmen', en: 'Testimonials' }, plural: { de: 'Kundenstimmen', en: 'Testimonials' } },
  fields: [
    { name: 'heading', type: 'text', localized: true, label: { de: 'Überschrift', en: 'Heading' } },
    { name: 'source', type: 'select', defaultValue: 'collection', options: selectOptions(TESTIMONIAL_SOURCES, { inline: { de: 'Hier eingeben', en: 'Inline' }, collection: { de: 'Aus Kundenstimmen', en: 'From testimonials' } }), label: { de: 'Quelle', en: 'Source' } },
    {
      name: 'items',
      type: 'array',
      maxRows: TESTIMONIAL_MAX_ITEMS,
      fields: testimonialFields,
      admin: { condition: (_data, sibling) => sibling?.source === 'inline' },
    },
    tenantRelation({
      name: 'testimonials',
      relationTo: 'testimonials',
      hasMany: true,
      maxRows: TESTIMONIAL_MAX_ITEMS,
      label: { de: 'Auswahl (leer: hervorgehobene)', en: 'Selection (empty: featured ones)' },
      admin: { condition: (_data, sibling) => sibling?.source !== 'inline' },
    }),
    carouselMotionRow({ effectName: 'animation', effects: TESTIMONIAL_ANIMATIONS, speed: TESTIMONIAL_SPEED_MS, gap: 24 }),
    {
      type: 'row',
      fields: [
        { name: 'arrowStyle', type: 'select', defaultValue: 'circle', options: selectOptions([...ARROW_STYLES, 'none'] as const), label: { de: 'Pfeile', en: 'Arrows' } },
        { name: 'arrowPosition', type: 'select', defaultValue: 'sides', options: selectOptions(ARROW_POSITIONS), label: { de: 'Pfeil-Position', en: 'Arrow position' } },
        { name: 'pagination', type: 'select', defaultValue: 'dots', options: selectOptions(TESTIMONIAL_PAGINATIONS), label: { de: 'Navigation', en: 'Pagination' } },
        { name: 'autoplay', type: 'checkbox', defaultValue: false, label: 'Autoplay' },
      ],
    },
    {
      type: 'row',
      fields: [
        toggle('showRating', 'Bewertung', 'Rating'),
        toggle('showImage', 'Foto', 'Image'),
        toggle('showCompany', 'Firma', 'Company'),
        toggle('showSource', 'Quelle', 'Source'),
        toggle('showDate', 'Datum', 'Date'),
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'maxLength', type: 'number', min: 40, max: 2000, label: { de: 'Kürzen nach Zeichen (leer: nie)', en: 'Truncate after characters (empty: never)' } },
        { name: 'background', type: 'select', defaultValue: 'light', options: selectOptions(TESTIMONIAL_BACKGROUNDS), label: { de: 'Hintergrund', en: 'Background' } },
        { name: 'cardStyle', type: 'select', defaultValue: 'shadow', options: selectOptions(TESTIMONIAL_CARD_STYLES), label: { de: 'Karten', en: 'Cards' } },
        { name: 'quoteStyle', type: 'select', defaultValue: 'classic', options: selectOptions(TESTIMONIAL_QUOTE_STYLES), label: { de: 'Zitat-Stil', en: 'Quote style' } },
      ],
    },
    { name: 'ariaLabel', type: 'text', localized: true, label: { de: 'ARIA-Bezeichnung', en: 'ARIA label' } },
  ],
}
