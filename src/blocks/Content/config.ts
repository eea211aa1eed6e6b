import type { Block } from 'payload'

export const ContentBlock: Block = {
  slug: 'content',
  interfaceName: 'ContentBlock',
  labels: { singular: { de: 'Inhalt', en: 'Content' }, plural: { de: 'Inhalte', en: 'Content' } },
  fields: [
    { name: 'heading', type: 'text', localized: true },
    { name: 'body', type: 'richText', localized: true },
  ],
}
