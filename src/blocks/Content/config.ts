import { pageBlock } from '../shared/pageBlock'

export const ContentBlock = pageBlock({
  slug: 'content',
  interfaceName: 'ContentBlock',
  group: 'content',
  description: { de: 'Überschrift und formatierter Text', en: 'Heading and formatted text' },
  labels: { singular: { de: 'Inhalt', en: 'Content' }, plural: { de: 'Inhalte', en: 'Content' } },
  fields: [
    { name: 'heading', type: 'text', localized: true },
    { name: 'body', type: 'richText', localized: true },
  ],
})
