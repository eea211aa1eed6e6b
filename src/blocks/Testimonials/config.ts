import { row } from '@/fields/layout'
import { pageBlock } from '../shared/pageBlock'
import {
  arrowStyleField,
  backgroundField,
  carouselMotionRow,
  inlineEntries,
  intervalField,
  pickedDocuments,
  sourceField,
} from '../shared/blockFields'
import { ARROW_POSITIONS, ARROW_STYLES } from '../shared/carouselOptions'
import {
  ariaLabelField,
  checkboxField,
  headingField,
  rangeField,
  selectField,
  siblingIsNot,
} from '../shared/fieldPresets'
import { testimonialFields } from './fields'

export const TESTIMONIAL_SOURCES = ['inline', 'collection'] as const
export const TESTIMONIAL_ANIMATIONS = ['slide', 'fade', 'cards', 'coverflow', 'none'] as const
export const TESTIMONIAL_PAGINATIONS = ['dots', 'lines', 'numbers', 'progress', 'fraction'] as const
export const TESTIMONIAL_BACKGROUNDS = ['none', 'light', 'dark', 'accent', 'gradient'] as const
export const TESTIMONIAL_CARD_STYLES = ['shadow', 'border', 'flat', 'glass'] as const
export const TESTIMONIAL_QUOTE_STYLES = ['classic', 'large', 'minimal', 'bubble'] as const
export const TESTIMONIAL_SPEED_MS = { min: 300, max: 800, default: 500 } as const
export const TESTIMONIAL_INTERVAL_MS = { min: 3000, max: 20000, default: 7000 } as const
export const TESTIMONIAL_MAX_ITEMS = 30

export const TestimonialsBlock = pageBlock({
  slug: 'testimonials',
  interfaceName: 'TestimonialsBlock',
  group: 'heroAndSlider',
  description: {
    de: 'Zitate zufriedener Kundinnen und Kunden als Slider oder Karten',
    en: 'Quotes from happy customers as a slider or cards',
  },
  labels: {
    singular: { de: 'Kundenstimmen', en: 'Testimonials' },
    plural: { de: 'Kundenstimmen', en: 'Testimonials' },
  },
  fields: [
    headingField(),
    sourceField(
      TESTIMONIAL_SOURCES,
      {
        inline: { de: 'Hier eingeben', en: 'Inline' },
        collection: { de: 'Aus Kundenstimmen', en: 'From testimonials' },
      },
      { defaultValue: 'collection' },
    ),
    inlineEntries({ name: 'items', maxRows: TESTIMONIAL_MAX_ITEMS, fields: testimonialFields }),
    pickedDocuments({
      name: 'testimonials',
      relationTo: 'testimonials',
      maxRows: TESTIMONIAL_MAX_ITEMS,
      label: { de: 'Auswahl (leer: hervorgehobene)', en: 'Selection (empty: featured ones)' },
      shownWhen: siblingIsNot('source', 'inline'),
    }),
    carouselMotionRow({
      effectName: 'animation',
      effects: TESTIMONIAL_ANIMATIONS,
      speed: TESTIMONIAL_SPEED_MS,
      gap: 24,
    }),
    row([
      arrowStyleField(ARROW_STYLES),
      selectField('arrowPosition', ARROW_POSITIONS, {
        defaultValue: 'sides',
        label: { de: 'Pfeil-Position', en: 'Arrow position' },
      }),
      selectField('pagination', TESTIMONIAL_PAGINATIONS, {
        defaultValue: 'dots',
        label: { de: 'Navigation', en: 'Pagination' },
      }),
      checkboxField('autoplay', 'Autoplay', false),
      intervalField(TESTIMONIAL_INTERVAL_MS),
    ]),
    row([
      checkboxField('showRating', { de: 'Bewertung', en: 'Rating' }),
      checkboxField('showImage', { de: 'Foto', en: 'Image' }),
      checkboxField('showCompany', { de: 'Firma', en: 'Company' }),
      checkboxField('showSource', { de: 'Quelle', en: 'Source' }),
      checkboxField('showDate', { de: 'Datum', en: 'Date' }),
    ]),
    row([
      rangeField(
        'maxLength',
        { min: 40, max: 2000 },
        { de: 'Kürzen nach Zeichen (leer: nie)', en: 'Truncate after characters (empty: never)' },
      ),
      backgroundField(TESTIMONIAL_BACKGROUNDS, 'light'),
      selectField('cardStyle', TESTIMONIAL_CARD_STYLES, {
        defaultValue: 'shadow',
        label: { de: 'Karten', en: 'Cards' },
      }),
      selectField('quoteStyle', TESTIMONIAL_QUOTE_STYLES, {
        defaultValue: 'classic',
        label: { de: 'Zitat-Stil', en: 'Quote style' },
      }),
    ]),
    ariaLabelField(),
  ],
})
