import { titleField } from '@/fields/presentation'
import { pageBlock } from '../shared/pageBlock'
import { layoutField } from '../shared/blockFields'
import { checkboxField, headingField, requiredRows, selectField } from '../shared/fieldPresets'

export const COMPARISON_LAYOUTS = ['table', 'cards', 'proContra'] as const
export const COMPARISON_VALUES = ['yes', 'no', 'partial', 'text'] as const
export const COMPARISON_MAX_COLUMNS = 4
export const COMPARISON_MAX_ROWS = 30

export const ComparisonBlock = pageBlock({
  slug: 'comparison',
  interfaceName: 'ComparisonBlock',
  group: 'content',
  description: {
    de: 'Vergleich als Tabelle, Karten oder Pro & Contra',
    en: 'Comparison as a table, cards or pros & cons',
  },
  labels: { singular: { de: 'Vergleich', en: 'Comparison' }, plural: { de: 'Vergleiche', en: 'Comparisons' } },
  fields: [
    headingField(),
    layoutField(COMPARISON_LAYOUTS, {
      table: { de: 'Tabelle', en: 'Table' },
      cards: { de: 'Karten', en: 'Cards' },
      proContra: { de: 'Pro & Contra', en: 'Pros & cons' },
    }),
    requiredRows({
      name: 'columns',
      maxRows: COMPARISON_MAX_COLUMNS,
      labels: { singular: { de: 'Spalte', en: 'Column' }, plural: { de: 'Spalten', en: 'Columns' } },
      admin: {
        description: {
          de: 'Bei Pro & Contra: erste Spalte = Pro, zweite = Contra.',
          en: 'For pros & cons: first column = pros, second = cons.',
        },
      },
      fields: [titleField(), checkboxField('highlighted', { de: 'Hervorheben', en: 'Highlight' }, false)],
    }),
    requiredRows({
      name: 'rows',
      maxRows: COMPARISON_MAX_ROWS,
      labels: { singular: { de: 'Zeile', en: 'Row' }, plural: { de: 'Zeilen', en: 'Rows' } },
      fields: [
        { name: 'label', type: 'text', required: true, localized: true, label: { de: 'Merkmal', en: 'Feature' } },
        {
          name: 'cells',
          type: 'array',
          maxRows: COMPARISON_MAX_COLUMNS,
          labels: { singular: { de: 'Zelle', en: 'Cell' }, plural: { de: 'Zellen', en: 'Cells' } },
          fields: [
            selectField('value', COMPARISON_VALUES, {
              defaultValue: 'yes',
              labels: {
                yes: { de: 'Ja', en: 'Yes' },
                no: { de: 'Nein', en: 'No' },
                partial: { de: 'Teilweise', en: 'Partly' },
                text: { de: 'Text', en: 'Text' },
              },
            }),
            { name: 'text', type: 'text', localized: true, label: 'Text' },
          ],
        },
      ],
    }),
  ],
})
