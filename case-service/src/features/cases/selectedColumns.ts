import { getTableColumns } from 'drizzle-orm'
import { cases } from '@case/db/schema'

const allCaseColumns = getTableColumns(cases)
export type CaseColumns = typeof allCaseColumns

/** The named columns of `cases`, as a select list: `db.select(caseColumnsNamed('id', 'kvnr'))`. */
export const caseColumnsNamed = <K extends keyof CaseColumns>(...names: K[]) =>
  Object.fromEntries(names.map((name) => [name, allCaseColumns[name]])) as Pick<CaseColumns, K>
