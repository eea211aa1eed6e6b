import type { Block } from 'payload'
import { selectOptions } from '@/fields/selectOptions'
import { tenantRelation } from '../shared/sameTenant'

export const FAQ_SOURCES = ['collection', 'inline'] as const
export const FAQ_LAYOUTS = ['accordion', 'grid', 'list', 'twoColumn'] as const
export const FAQ_MAX_ITEMS = 50

export const FAQBlock: Block = {
  slug: 'faq',
  interfaceName: 'FAQBlock',
  labels: { singular: { de: 'Häufige Fragen', en: 'FAQ' }, plural: { de: 'Häufige Fragen', en: 'FAQs' } },
  fields: [
    { name: 'heading', type: 'text', localized: true, label: { de: 'Überschrift', en: 'Heading' } },
    { name: 'source', type: 'select', defaultValue: 'collection', options: selectOptions(FAQ_SOURCES, { collection: { de: 'Aus Häufigen Fragen', en: 'From FAQs' }, inline: { de: 'Hier eingeben', en: 'Inline' } }), label: { de: 'Quelle', en: 'Source' } },
    tenantRelation({
      name: 'faqs',
      relationTo: 'faqs',
      hasMany: true,
      maxRows: FAQ_MAX_ITEMS,
      label: { de: 'Auswahl (leer: alle bzw. Kategorie)', en: 'Selection (empty: all or by category)' },
      admin: { condition: (_data, sibling) => sibling?.source !== 'inline' },
    }),
    { name: 'category', type: 'text', localized: true, label: { de: 'Kategorie', en: 'Category' }, admin: { condition: (_data, sibling) => sibling?.source !== 'inline' } },
    {
      name: 'items',
      type: 'array',
      maxRows: FAQ_MAX_ITEMS,
      admin: { condition: (_data, sibling) => sibling?.source === 'inline' },
      fields: [
        { name: 'question', type: 'text', required: true, localized: true, label: { de: 'Frage', en: 'Question' } },
        { name: 'answer', type: 'richText', required: true, localized: true, label: { de: 'Antwort', en: 'Answer' } },
      ],
    },
    { name: 'layout', type: 'select', defaultValue: 'accordion', options: selectOptions(FAQ_LAYOUTS), label: 'Layout' },
    { name: 'structuredData', type: 'checkbox', defaultValue: true, label: { de: 'FAQPage-Daten für Suchmaschinen', en: 'FAQPage data for search engines' } },
  ],
}
