import type { ArrayField } from 'payload'
import { labelledOptions } from '@/fields/selectOptions'
import { row } from '@/fields/layout'
import { imageField } from '@/fields/media'
import { itemListField } from '@/fields/lists'

/** Detail-page sections of a service: text with an optional image and customer testimonials. */
export const detailSectionsField: ArrayField = itemListField(
  'sections',
  { singular: { de: 'Abschnitt', en: 'Section' }, plural: { de: 'Abschnitte', en: 'Sections' } },
  {
    fields: [
      { name: 'heading', type: 'text', localized: true, label: { de: 'Überschrift', en: 'Heading' } },
      { name: 'body', type: 'richText', localized: true, label: { de: 'Text', en: 'Body' } },
      row([
        imageField(),
        {
          name: 'imagePosition',
          type: 'select',
          defaultValue: 'right',
          options: labelledOptions({ left: { de: 'Links', en: 'Left' }, right: { de: 'Rechts', en: 'Right' } }),
        },
      ]),
      itemListField(
        'testimonials',
        { singular: { de: 'Kundenstimme', en: 'Testimonial' }, plural: { de: 'Kundenstimmen', en: 'Testimonials' } },
        {
          fields: [
            { name: 'quote', type: 'textarea', required: true, localized: true, label: { de: 'Zitat', en: 'Quote' } },
            row([
              { name: 'author', type: 'text', required: true, label: { de: 'Name', en: 'Name' } },
              { name: 'role', type: 'text', localized: true, label: { de: 'Funktion / Ort', en: 'Role / place' } },
              { name: 'rating', type: 'number', min: 1, max: 5, label: { de: 'Bewertung (1–5)', en: 'Rating (1–5)' } },
            ]),
            { name: 'photo', type: 'upload', relationTo: 'media', label: { de: 'Foto', en: 'Photo' } },
          ],
        },
      ),
    ],
  },
)
