import type { CollectionConfig } from 'payload'
import { row, tabs } from '@/fields/layout'
import { coverImageField } from '@/fields/media'
import { slugField } from '@/fields/slug'
import { validateHttpUrl } from '@/fields/validateUrl'
import { contentTab, featuredField, orderField, teaserField, titleField } from '@/fields/presentation'
import { tenantContent } from '@/collections/presets/tenantContent'

export const Portfolios: CollectionConfig = tenantContent({
  slug: 'portfolios',
  group: 'portfolio',
  drafts: true,
  seo: true,
  labels: { singular: { de: 'Portfolio-Projekt', en: 'Portfolio item' }, plural: { de: 'Portfolio', en: 'Portfolio' } },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'category', 'featured', '_status'] },
  defaultSort: 'order',
  fields: [
    tabs([
      contentTab([
        titleField(),
        teaserField('excerpt', 'Excerpt'),
        coverImageField({ required: true }),
        {
          name: 'images',
          type: 'array',
          label: { de: 'Bilder', en: 'Images' },
          labels: { singular: { de: 'Bild', en: 'Image' }, plural: { de: 'Bilder', en: 'Images' } },
          fields: [
            { name: 'image', type: 'upload', relationTo: 'media', required: true },
            { name: 'caption', type: 'text', localized: true, label: { de: 'Bildunterschrift', en: 'Caption' } },
          ],
        },
        { name: 'description', type: 'richText', localized: true, label: { de: 'Projektbeschreibung', en: 'Description' } },
      ]),
      {
        label: { de: 'Projektdaten', en: 'Project details' },
        fields: [
          {
            name: 'project',
            type: 'group',
            label: false,
            fields: [
              row([
                { name: 'client', type: 'text', label: { de: 'Kunde', en: 'Client' } },
                { name: 'year', type: 'number', min: 1900, max: 2100, label: { de: 'Jahr', en: 'Year' } },
                { name: 'location', type: 'text', localized: true, label: { de: 'Ort', en: 'Location' } },
              ]),
              { name: 'services', type: 'text', hasMany: true, localized: true, label: { de: 'Leistungen', en: 'Services' } },
              { name: 'url', type: 'text', label: { de: 'Projekt-URL', en: 'Project URL' }, validate: validateHttpUrl },
              { name: 'testimonial', type: 'textarea', localized: true, label: { de: 'Kundenstimme', en: 'Testimonial' } },
            ],
          },
        ],
      },
    ]),
    slugField(),
    { name: 'category', type: 'relationship', relationTo: 'portfolio-categories', label: { de: 'Kategorie', en: 'Category' }, admin: { position: 'sidebar' } },
    featuredField(),
    orderField(),
  ],
})
