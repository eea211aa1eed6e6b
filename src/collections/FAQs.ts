import type { CollectionConfig } from 'payload'
import { anyone } from '@/access/anyone'
import { editorialAccess } from '@/access/editorialAccess'

export const FAQs: CollectionConfig = {
  slug: 'faqs',
  custom: { tenantScoped: true },
  labels: { singular: { de: 'Häufige Frage', en: 'FAQ' }, plural: { de: 'Häufige Fragen', en: 'FAQs' } },
  admin: { group: 'Content', useAsTitle: 'question', defaultColumns: ['question', 'categories', 'order'] },
  access: editorialAccess(anyone),
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
      admin: { position: 'sidebar', description: { de: 'Zum Gruppieren im FAQ-Block', en: 'For grouping in the FAQ block' } },
    },
    { name: 'order', type: 'number', defaultValue: 0, label: { de: 'Reihenfolge', en: 'Order' }, admin: { position: 'sidebar' } },
  ],
}
