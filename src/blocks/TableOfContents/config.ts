import { row } from '@/fields/layout'
import { pageBlock } from '../shared/pageBlock'
import { checkboxField, selectField } from '../shared/fieldPresets'
import { TOC_DEPTHS } from './headings'

export { TOC_DEPTHS }

export const TableOfContentsBlock = pageBlock({
  slug: 'tableOfContents',
  interfaceName: 'TableOfContentsBlock',
  group: 'blog',
  description: { de: 'Verlinkte Liste der Überschriften', en: 'Linked list of the headings' },
  labels: {
    singular: { de: 'Inhaltsverzeichnis', en: 'Table of contents' },
    plural: { de: 'Inhaltsverzeichnisse', en: 'Tables of contents' },
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      localized: true,
      label: { de: 'Titel (leer: „Inhalt“)', en: 'Title (empty: "Contents")' },
    },
    row([
      selectField('depth', TOC_DEPTHS, {
        defaultValue: 'h3',
        labels: {
          h2: { de: 'Nur H2', en: 'H2 only' },
          h3: { de: 'Bis H3', en: 'Down to H3' },
          h4: { de: 'Bis H4', en: 'Down to H4' },
        },
        label: { de: 'Tiefe', en: 'Depth' },
        admin: {
          description: {
            de: 'Unter einem Beitrag: dessen Überschriften. Auf einer Seite: die Überschriften ihrer Blöcke.',
            en: 'Below a post: its headings. On a page: the headings of its blocks.',
          },
        },
      }),
      checkboxField('numbered', { de: 'Nummeriert', en: 'Numbered' }, false),
    ]),
  ],
})
