import type { CollectionConfig } from 'payload'
import { groupTab, row } from '@/fields/layout'
import { coverImageField } from '@/fields/media'
import { validateHttpUrl } from '@/fields/validateUrl'
import { featuredField, orderField, teaserField } from '@/fields/presentation'
import { tenantPages } from '@/collections/presets/tenantContent'
import { itemListField } from '@/fields/lists'

export const Portfolios: CollectionConfig = tenantPages({
  slug: 'portfolios',
  labels: { singular: { de: 'Portfolio-Projekt', en: 'Portfolio item' }, plural: { de: 'Portfolio', en: 'Portfolio' } },
  admin: { defaultColumns: ['title', 'category', 'featured', '_status'] },
  defaultSort: 'order',
  content: [
    teaserField('excerpt', 'Excerpt'),
    coverImageField({ required: true }),
    itemListField(
      'images',
      { singular: { de: 'Bild', en: 'Image' }, plural: { de: 'Bilder', en: 'Images' } },
      {
        fields: [
          { name: 'image', type: 'upload', relationTo: 'media', required: true },
          { name: 'caption', type: 'text', localized: true, label: { de: 'Bildunterschrift', en: 'Caption' } },
        ],
      },
    ),
    { name: 'description', type: 'richText', localized: true, label: { de: 'Projektbeschreibung', en: 'Description' } },
  ],
  tabs: [
    groupTab({ de: 'Projektdaten', en: 'Project details' }, 'project', [
      row([
        { name: 'client', type: 'text', label: { de: 'Kunde', en: 'Client' } },
        { name: 'year', type: 'number', min: 1900, max: 2100, label: { de: 'Jahr', en: 'Year' } },
        { name: 'location', type: 'text', localized: true, label: { de: 'Ort', en: 'Location' } },
      ]),
      { name: 'services', type: 'text', hasMany: true, localized: true, label: { de: 'Leistungen', en: 'Services' } },
      { name: 'url', type: 'text', label: { de: 'Projekt-URL', en: 'Project URL' }, validate: validateHttpUrl },
      { name: 'testimonial', type: 'textarea', localized: true, label: { de: 'Kundenstimme', en: 'Testimonial' } },
    ]),
  ],
  sidebar: [
    {
      name: 'category',
      type: 'relationship',
      relationTo: 'portfolio-categories',
      label: { de: 'Kategorie', en: 'Category' },
    },
    featuredField(),
    orderField(),
  ],
})
