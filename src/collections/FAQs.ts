import type { CollectionConfig } from 'payload'
import { orderField } from '@/fields/presentation'
import { tenantContent } from '@/collections/presets/tenantContent'

export const FAQs: CollectionConfig = tenantContent({
  slug: 'faqs',
  uniqueSlug: false,
  labels: { singular: { de: 'Häufige Frage', en: 'FAQ' }, plural: { de: 'Häufige Fragen', en: 'FAQs' } },
  admin: { useAsTitle: 'question', defaultColumns: ['question', 'categories', 'order'] },
  defaultSort: 'order',
  fields: [
    { name: 'question', type: 'text', required: true, localized: true, label: { de: 'Frage', en: 'Question' } },
    { name: 'answer', type: 'richText', required: true, localized: true, label: { de: 'Antwort', en: 'Answer' } },
    {
      name: 'categories',
      type: 'text',
      hasMany: true,
      localized: true,
      label: { de: 'Kategorien', en: 'Categories' },
      admin: {
        position: 'sidebar',
        description: { de: 'Zum Gruppieren im FAQ-Block', en: 'For grouping in the FAQ block' },
      },
    },
    orderField(),
  ],
})
