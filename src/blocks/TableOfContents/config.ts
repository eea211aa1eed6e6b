import type { Block } from 'payload'
import { selectOptions } from '@/fields/selectOptions'
import { TOC_DEPTHS } from './headings'

export { TOC_DEPTHS }

export const TableOfContentsBlock: Block = {
  slug: 'tableOfContents',
  interfaceName: 'TableOfContentsBlock',
  labels: { singular: { de: 'Inhaltsverzeichnis', en: 'Table of contents' }, plural: { de: 'Inhaltsverzeichnisse', en: 'Tables of contents' } },
  fields: [
    { name: 'title', type: 'text', localized: true, label: { de: 'Titel (leer: „Inhalt“)', en: 'Title (empty: "Contents")' } },
    {
      type: 'row',
      fields: [
        {
          name: 'depth',
          type: 'select',
          defaultValue: 'h3',
          options: selectOptions(TOC_DEPTHS, { h2: { de: 'Nur H2', en: 'H2 only' }, h3: { de: 'Bis H3', en: 'Down to H3' }, h4: { de: 'Bis H4', en: 'Down to H4' } }),
          label: { de: 'Tiefe', en: 'Depth' },
          admin: { description: { de: 'Unter einem Beitrag: dessen Überschriften. Auf einer Seite: die Überschriften ihrer Blöcke.', en: 'Below a post: its headings. On a page: the headings of its blocks.' } },
        },
        { name: 'numbered', type: 'checkbox', defaultValue: false, label: { de: 'Nummeriert', en: 'Numbered' } },
      ],
    },
  ],
}
