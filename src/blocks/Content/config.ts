import { pageBlock } from '../shared/pageBlock'

export const ContentBlock = pageBlock({
  slug: 'content',
  interfaceName: 'ContentBlock',
  labels: { singular: { de: 'Inhalt', en: 'Content' }, plural: { de: 'Inhalte', en: 'Content' } },
  fields: [
    { name: 'heading', type: 'text', localized: true },
    { name: 'body', type: 'richText', localized: true },
  ],
})
