/**
 * Pure: grouped counts from the SQL aggregation → the five report tables. The same tables are
 * stored as `report_data` and written to the XLSX, so the viewer and the file cannot disagree.
 * Definitions of every sheet: docs/case-service-reports.md.
 */

export type Cell = string | number | null

export type ReportTable = {
  name: SheetName
  columns: string[]
  rows: Cell[][]
  /** The bottom `Gesamt` row. */
  summary: Cell[]
}

export const SHEET_NAMES = ['KW gesamt', 'Fachgebiete', 'Gutachten', 'Therapieänderungen', 'ICD onko'] as const
export type SheetName = (typeof SHEET_NAMES)[number]

export const SUMMARY_LABEL = 'Gesamt'
/** Gutachten cases of the week, next to the Therapieänderungen counted among them. */
export const GUTACHTEN_COLUMN = 'Gutachten'
/** Therapieänderungen per Gutachten in percent, one decimal. */
export const QUOTE_COLUMN = 'Quote %'

/** Counts of one (KW, Fallgruppe) group. The Gutachten figures count only cases with gutachten = true. */
export type WeekGroup = {
  kw: number
  fallgruppe: string
  cases: number
  gutachten: number
  therapieaenderung: number
  bestaetigt: number
  teilweise_bestaetigt: number
  nicht_bestaetigt: number
  /** Gutachten without an Ergebnis yet. */
  offen: number
}

/** Cases of one (label, Fallgruppe) group; label is a Fachgebiet or an ICD-10 category. */
export type LabelGroup = { label: string; fallgruppe: string; cases: number }

export type ReportAggregates = { weeks: WeekGroup[]; fachgebiete: LabelGroup[]; icdOnko: LabelGroup[] }

const ERGEBNIS_COLUMNS = [
  ['Bestätigt', 'bestaetigt'],
  ['Teilweise bestätigt', 'teilweise_bestaetigt'],
  ['Nicht bestätigt', 'nicht_bestaetigt'],
  ['Offen', 'offen'],
] as const satisfies readonly (readonly [string, keyof WeekGroup])[]

const germanCollator = new Intl.Collator('de')

/**
 * Fallgruppen columns: the type's declared ones in their order (shown even when zero, so the standard
 * reports of one type line up), then any other value found in the data, alphabetically.
 */
export function fallgruppenColumns(declared: readonly string[], aggregates: ReportAggregates): string[] {
  const found = new Set(aggregates.weeks.map((group) => group.fallgruppe))
  const extra = [...found].filter((fallgruppe) => !declared.includes(fallgruppe)).sort(germanCollator.compare)
  return [...declared, ...extra]
}

export function buildReportSheets(fallgruppen: readonly string[], aggregates: ReportAggregates): ReportTable[] {
  return [
    kwGesamtSheet(fallgruppen, aggregates.weeks),
    labelSheet('Fachgebiete', 'Fachgebiet', fallgruppen, aggregates.fachgebiete),
    gutachtenSheet(fallgruppen, aggregates.weeks),
    therapieaenderungenSheet(fallgruppen, aggregates.weeks),
    labelSheet('ICD onko', 'ICD-10', fallgruppen, aggregates.icdOnko),
  ]
}

function kwGesamtSheet(fallgruppen: readonly string[], weeks: WeekGroup[]): ReportTable {
  const byWeek = pivot(
    weeks,
    (group) => group.kw,
    (group) => group.cases,
    fallgruppen,
  )
  return countTable('KW gesamt', 'KW', fallgruppen, sortedKeys(byWeek), byWeek)
}

function labelSheet(
  name: SheetName,
  labelColumn: string,
  fallgruppen: readonly string[],
  groups: LabelGroup[],
): ReportTable {
  const byLabel = pivot(
    groups,
    (group) => group.label,
    (group) => group.cases,
    fallgruppen,
  )
  const labels = [...byLabel.keys()].sort(germanCollator.compare)
  return countTable(name, labelColumn, fallgruppen, labels, byLabel)
}

function gutachtenSheet(fallgruppen: readonly string[], weeks: WeekGroup[]): ReportTable {
  const byWeek = pivot(
    weeks,
    (group) => group.kw,
    (group) => group.gutachten,
    fallgruppen,
  )
  const table = countTable('Gutachten', 'KW', fallgruppen, sortedKeys(byWeek), byWeek)
  const ergebnisByWeek = new Map<number, number[]>()
  for (const group of weeks) {
    const sums = ergebnisByWeek.get(group.kw) ?? ERGEBNIS_COLUMNS.map(() => 0)
    ERGEBNIS_COLUMNS.forEach(([, field], index) => (sums[index]! += group[field]))
    ergebnisByWeek.set(group.kw, sums)
  }
  const rows = table.rows.map((row) => [...row, ...(ergebnisByWeek.get(row[0] as number) ?? [])])
  const ergebnisTotals = ERGEBNIS_COLUMNS.map((_, index) =>
    sum([...ergebnisByWeek.values()].map((sums) => sums[index]!)),
  )
  return {
    name: 'Gutachten',
    columns: [...table.columns, ...ERGEBNIS_COLUMNS.map(([label]) => label)],
    rows,
    summary: [...table.summary, ...ergebnisTotals],
  }
}

/** Therapy changes among Gutachten cases; the rows are the Gutachten sheet's weeks. */
function therapieaenderungenSheet(fallgruppen: readonly string[], weeks: WeekGroup[]): ReportTable {
  const changes = pivot(
    weeks,
    (group) => group.kw,
    (group) => group.therapieaenderung,
    fallgruppen,
  )
  const gutachtenByWeek = new Map<number, number>()
  for (const group of weeks) gutachtenByWeek.set(group.kw, (gutachtenByWeek.get(group.kw) ?? 0) + group.gutachten)
  const kws = sortedKeys(gutachtenByWeek).filter((kw) => gutachtenByWeek.get(kw)! > 0)
  const table = countTable('Therapieänderungen', 'KW', fallgruppen, kws, changes)
  const withQuote = (row: Cell[], gutachten: number): Cell[] => [
    ...row,
    gutachten,
    quotePercent(row[row.length - 1] as number, gutachten),
  ]
  return {
    name: 'Therapieänderungen',
    columns: [...table.columns, GUTACHTEN_COLUMN, QUOTE_COLUMN],
    rows: table.rows.map((row) => withQuote(row, gutachtenByWeek.get(row[0] as number)!)),
    summary: withQuote(table.summary, sum([...gutachtenByWeek.values()])),
  }
}

/** Share in percent with one decimal, as a number; no Gutachten → no quote. */
export function quotePercent(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part / whole) * 1000) / 10
}

/** key → count per Fallgruppe (in column order); keys whose counts are all zero are left out. */
function pivot<G extends { fallgruppe: string }, K>(
  groups: G[],
  keyOf: (group: G) => K,
  countOf: (group: G) => number,
  fallgruppen: readonly string[],
): Map<K, number[]> {
  const result = new Map<K, number[]>()
  for (const group of groups) {
    const count = countOf(group)
    const column = fallgruppen.indexOf(group.fallgruppe)
    if (count === 0 || column < 0) continue
    const counts = result.get(keyOf(group)) ?? fallgruppen.map(() => 0)
    counts[column]! += count
    result.set(keyOf(group), counts)
  }
  return result
}

/** `<key> | one count per Fallgruppe | Gesamt` rows in the given key order, with the summary row. */
function countTable<K extends string | number>(
  name: SheetName,
  keyColumn: string,
  fallgruppen: readonly string[],
  keys: K[],
  counts: Map<K, number[]>,
): ReportTable {
  const rows = keys.map((key) => {
    const values = counts.get(key) ?? fallgruppen.map(() => 0)
    return [key, ...values, sum(values)]
  })
  const columnTotals = fallgruppen.map((_, index) => sum(rows.map((row) => row[1 + index] as number)))
  return {
    name,
    columns: [keyColumn, ...fallgruppen, SUMMARY_LABEL],
    rows,
    summary: [SUMMARY_LABEL, ...columnTotals, sum(columnTotals)],
  }
}

function sortedKeys(map: Map<number, unknown>): number[] {
  return [...map.keys()].sort((a, b) => a - b)
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0)
}
