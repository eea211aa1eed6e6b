import type { CollectionConfig } from 'payload'
import { labelledOptions } from '@/fields/selectOptions'
import { galleryField, imageField } from '@/fields/media'
import { membersOrPublishedMatching } from '@/access/membersOrPublishedMatching'
import { iconField } from '@/fields/icon'
import { linkField } from '@/fields/link'
import { servicePricingField } from '@/fields/pricing'
import { detailSectionsField } from './sections'
import { descriptionField, featuredField, orderField, teaserField, titleField } from '@/fields/presentation'
import { tenantPages } from '@/collections/presets/tenantContent'

const notSelf = ({ id }: { id?: number | string }) => (id ? { id: { not_equals: id } } : true)

export const Services: CollectionConfig = tenantPages({
  slug: 'services',
  read: membersOrPublishedMatching(() => ({ active: { equals: true } })),
  labels: { singular: { de: 'Leistung', en: 'Service' }, plural: { de: 'Leistungen', en: 'Services' } },
  admin: { defaultColumns: ['title', 'category', 'active', '_status'] },
  // Visitors see published, active services; inactive ones stay editable without being deleted.
  defaultSort: 'order',
  content: [
    teaserField('shortDescription', 'Short description'),
    { name: 'description', type: 'richText', localized: true, label: { de: 'Beschreibung', en: 'Full description' } },
    imageField(),
    galleryField(),
    {
      name: 'features',
      type: 'array',
      label: { de: 'Merkmale & Vorteile', en: 'Features & benefits' },
      labels: { singular: { de: 'Merkmal', en: 'Feature' }, plural: { de: 'Merkmale', en: 'Features' } },
      fields: [
        titleField(),
        descriptionField(),
        {
          name: 'kind',
          type: 'select',
          defaultValue: 'feature',
          options: labelledOptions({
            feature: { de: 'Merkmal', en: 'Feature' },
            benefit: { de: 'Vorteil', en: 'Benefit' },
          }),
        },
      ],
    },
  ],
  tabs: [
    { label: { de: 'Preis', en: 'Pricing' }, fields: [servicePricingField()] },
    {
      label: { de: 'Call to Action', en: 'Calls to action' },
      fields: [
        linkField({ name: 'primaryCta', label: { de: 'Primärer Button', en: 'Primary CTA' } }),
        linkField({ name: 'secondaryCta', label: { de: 'Sekundärer Button', en: 'Secondary CTA' } }),
      ],
    },
    { label: { de: 'Detailseite', en: 'Detail page' }, fields: [detailSectionsField] },
    {
      label: { de: 'Verknüpfungen', en: 'Related' },
      fields: [
        {
          name: 'relatedServices',
          type: 'relationship',
          relationTo: 'services',
          hasMany: true,
          label: { de: 'Verwandte Leistungen', en: 'Related services' },
          filterOptions: notSelf,
        },
        {
          name: 'teamMembers',
          type: 'relationship',
          relationTo: 'team',
          hasMany: true,
          label: { de: 'Ansprechpartner:innen', en: 'Team members' },
        },
        {
          name: 'relatedFaqs',
          type: 'relationship',
          relationTo: 'faqs',
          hasMany: true,
          label: { de: 'Häufige Fragen', en: 'FAQs' },
        },
      ],
    },
  ],
  sidebar: [
    {
      name: 'category',
      type: 'relationship',
      relationTo: 'service-categories',
      label: { de: 'Kategorie', en: 'Category' },
    },
    iconField(),
    {
      type: 'collapsible',
      label: { de: 'Anzeige', en: 'Display' },
      fields: [
        { name: 'active', type: 'checkbox', defaultValue: true, label: { de: 'Aktiv', en: 'Active' } },
        featuredField({ sidebar: false }),
        { name: 'isNew', type: 'checkbox', defaultValue: false, label: { de: 'Badge „Neu“', en: '"New" badge' } },
        orderField({ sidebar: false }),
      ],
    },
  ],
})
