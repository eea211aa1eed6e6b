import type { ComparisonBlock as ComparisonProps } from '@/payload-types'
import { ColumnHeads } from '../shared/ColumnHeads'
import type { BlockSite } from '../shared/site'

type Cell = NonNullable<NonNullable<ComparisonProps['rows'][number]['cells']>[number]>

const VALUE_TEXT = {
  de: { yes: 'Ja', no: 'Nein', partial: 'Teilweise' },
  en: { yes: 'Yes', no: 'No', partial: 'Partly' },
}
const SYMBOL = { yes: '✓', no: '✗', partial: '◐' }
const PRO_CONTRA = { de: ['Pro', 'Contra'], en: ['Pros', 'Cons'] }

function CellValue({ cell, locale }: { cell: Cell | undefined; locale: BlockSite['locale'] }) {
  if (!cell) return <span aria-label="–">–</span>
  if (cell.value === 'text' || !cell.value) return <>{cell.text ?? ''}</>
  const label = VALUE_TEXT[locale][cell.value]
  return (
    <span className={`comparison-${cell.value}`}>
      <span aria-hidden="true">{SYMBOL[cell.value]}</span> <span className="visually-hidden">{label}</span>
      {cell.text ? ` ${cell.text}` : null}
    </span>
  )
}

/** Features against columns as a table, one card per column, or pros against cons. */
export function ComparisonBlock({ heading, layout, columns, rows, site }: ComparisonProps & { site: BlockSite }) {
  const mode = layout ?? 'table'
  return (
    <section className={`block block-comparison comparison-layout-${mode}`}>
      {heading ? <h2>{heading}</h2> : null}
      {mode === 'table' ? (
        <div className="comparison-scroll">
          <table>
            <thead>
              <tr>
                <td />
                <ColumnHeads columns={columns} />
              </tr>
            </thead>
            <tbody>
              {rows.map((row, rowIndex) => (
                <tr key={row.id ?? rowIndex}>
                  <th scope="row">{row.label}</th>
                  {columns.map((column, index) => (
                    <td key={column.id ?? index}>
                      <CellValue cell={row.cells?.[index]} locale={site.locale} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <div className="comparison-cards">
          {columns.map((column, index) => (
            <div key={column.id ?? index} className={`comparison-card ${column.highlighted ? 'highlighted' : ''}`}>
              <h3>{mode === 'proContra' ? (PRO_CONTRA[site.locale][index] ?? column.title) : column.title}</h3>
              <ul>
                {rows
                  .filter((row) => mode !== 'proContra' || row.cells?.[index]?.value !== 'no')
                  .map((row, rowIndex) => (
                    <li key={row.id ?? rowIndex}>
                      {row.label}: <CellValue cell={row.cells?.[index]} locale={site.locale} />
                    </li>
                  ))}
              </ul>
            </div>
          ))}
        </div>
      )}
    </section>
  )
}
