import type { Field } from 'payload'
import { tenantMedia } from '../shared/sameTenant'

export const TESTIMONIAL_RATING = { min: 1, max: 5 } as const

/** One testimonial: the fields of the `testimonials` collection and of the block's inline items. */
export const testimonialFields: Field[] = [
  {
    name: 'quote',
    type: 'textarea',
    required: true,
    localized: true,
    maxLength: 2000,
    label: { de: 'Zitat', en: 'Quote' },
  },
  {
    type: 'row',
    fields: [
      { name: 'author', type: 'text', required: true, label: { de: 'Name', en: 'Author' } },
      { name: 'role', type: 'text', localized: true, label: { de: 'Funktion', en: 'Role' } },
      { name: 'company', type: 'text', label: { de: 'Firma', en: 'Company' } },
    ],
  },
  {
    type: 'row',
    fields: [
      { name: 'source', type: 'text', label: { de: 'Quelle (z. B. Google)', en: 'Source (e.g. Google)' } },
      {
        name: 'date',
        type: 'date',
        label: { de: 'Datum', en: 'Date' },
        admin: { date: { pickerAppearance: 'dayOnly' } },
      },
      {
        name: 'rating',
        type: 'number',
        min: TESTIMONIAL_RATING.min,
        max: TESTIMONIAL_RATING.max,
        label: { de: 'Bewertung (1–5)', en: 'Rating (1–5)' },
      },
    ],
  },
  tenantMedia({ name: 'image', label: { de: 'Foto', en: 'Photo' } }),
]
