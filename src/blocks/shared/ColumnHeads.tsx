import type { ReactNode } from 'react'

type Column = { id?: string | null; title: ReactNode; highlighted?: boolean | null }

/** The header cells of a table's columns (compared options, plans); a highlighted column's cell is marked. */
export function ColumnHeads({ columns }: { columns: Column[] }) {
  return columns.map((column, index) => (
    <th key={column.id ?? index} scope="col" className={column.highlighted ? 'highlighted' : undefined}>
      {column.title}
    </th>
  ))
}
