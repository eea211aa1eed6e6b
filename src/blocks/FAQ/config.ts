import { pageBlock } from '../shared/pageBlock'
import { inlineEntries, layoutField, pickedDocuments, sourceField } from '../shared/blockFields'
import { checkboxField, headingField, siblingIsNot } from '../shared/fieldPresets'

export const FAQ_SOURCES = ['collection', 'inline'] as const
export const FAQ_LAYOUTS = ['accordion', 'grid', 'list', 'twoColumn'] as const
export const FAQ_MAX_ITEMS = 50

const unlessInline = siblingIsNot('source', 'inline')

export const FAQBlock = pageBlock({
  slug: 'faq',
  interfaceName: 'FAQBlock',
  group: 'content',
  description: {
    de: 'Fragen und Antworten, hier eingegeben oder aus Häufigen Fragen',
    en: 'Questions and answers, entered here or taken from the FAQs',
  },
  labels: { singular: { de: 'Häufige Fragen', en: 'FAQ' }, plural: { de: 'Häufige Fragen', en: 'FAQs' } },
  fields: [
    headingField(),
    sourceField(FAQ_SOURCES, {
      collection: { de: 'Aus Häufigen Fragen', en: 'From FAQs' },
      inline: { de: 'Hier eingeben', en: 'Inline' },
    }),
    pickedDocuments({
      name: 'faqs',
      relationTo: 'faqs',
      maxRows: FAQ_MAX_ITEMS,
      label: { de: 'Auswahl (leer: alle bzw. Kategorie)', en: 'Selection (empty: all or by category)' },
      shownWhen: unlessInline,
    }),
    {
      name: 'category',
      type: 'text',
      localized: true,
      label: { de: 'Kategorie', en: 'Category' },
      admin: { condition: unlessInline },
    },
    inlineEntries({
      name: 'items',
      maxRows: FAQ_MAX_ITEMS,
      fields: [
        { name: 'question', type: 'text', required: true, localized: true, label: { de: 'Frage', en: 'Question' } },
        { name: 'answer', type: 'richText', required: true, localized: true, label: { de: 'Antwort', en: 'Answer' } },
      ],
    }),
    layoutField(FAQ_LAYOUTS),
    checkboxField('structuredData', { de: 'FAQPage-Daten für Suchmaschinen', en: 'FAQPage data for search engines' }),
  ],
})
