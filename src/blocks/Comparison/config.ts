import type { Block } from 'payload'
import { selectOptions } from '@/fields/selectOptions'

export const COMPARISON_LAYOUTS = ['table', 'cards', 'proContra'] as const
export const COMPARISON_VALUES = ['yes', 'no', 'partial', 'text'] as const
export const COMPARISON_MAX_COLUMNS = 4
export const COMPARISON_MAX_ROWS = 30

export const ComparisonBlock: Block = {
  slug: 'comparison',
  interfaceName: 'ComparisonBlock',
  labels: { singular: { de: 'Vergleich', en: 'Comparison' }, plural: { de: 'Vergleiche', en: 'Comparisons' } },
  fields: [
    { name: 'heading', type: 'text', localized: true, label: { de: 'Überschrift', en: 'Heading' } },
    { name: 'layout', type: 'select', defaultValue: 'table', options: selectOptions(COMPARISON_LAYOUTS, { table: { de: 'Tabelle', en: 'Table' }, cards: { de: 'Karten', en: 'Cards' }, proContra: { de: 'Pro & Contra', en: 'Pros & cons' } }), label: 'Layout' },
    {
      name: 'columns',
      type: 'array',
      minRows: 1,
      maxRows: COMPARISON_MAX_COLUMNS,
      required: true,
      labels: { singular: { de: 'Spalte', en: 'Column' }, plural: { de: 'Spalten', en: 'Columns' } },
      admin: { description: { de: 'Bei Pro & Contra: erste Spalte = Pro, zweite = Contra.', en: 'For pros & cons: first column = pros, second = cons.' } },
      fields: [
        { name: 'title', type: 'text', required: true, localized: true, label: { de: 'Titel', en: 'Title' } },
        { name: 'highlighted', type: 'checkbox', defaultValue: false, label: { de: 'Hervorheben', en: 'Highlight' } },
      ],
    },
    {
      name: 'rows',
      type: 'array',
      minRows: 1,
      maxRows: COMPARISON_MAX_ROWS,
      required: true,
      labels: { singular: { de: 'Zeile', en: 'Row' }, plural: { de: 'Zeilen', en: 'Rows' } },
      fields: [
        { name: 'label', type: 'text', required: true, localized: true, label: { de: 'Merkmal', en: 'Feature' } },
        {
          name: 'cells',
          type: 'array',
          maxRows: COMPARISON_MAX_COLUMNS,
          labels: { singular: { de: 'Zelle', en: 'Cell' }, plural: { de: 'Zellen', en: 'Cells' } },
          fields: [
            { name: 'value', type: 'select', defaultValue: 'yes', options: selectOptions(COMPARISON_VALUES, { yes: { de: 'Ja', en: 'Yes' }, no: { de: 'Nein', en: 'No' }, partial: { de: 'Teilweise', en: 'Partly' }, text: { de: 'Text', en: 'Text' } }) },
            { name: 'text', type: 'text', localized: true, label: 'Text' },
          ],
        },
      ],
    },
  ],
}
