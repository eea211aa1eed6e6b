import type { OptionObject } from 'payload'

type LocalizedLabel = { de: string; en: string }

/** The `{ de, en }` label of each value of a list (typed check that a label table names every value). */
export type OptionLabels<Values extends readonly string[]> = Record<Values[number], LocalizedLabel>

/**
 * Select options from a list of values: labelled in both languages where `labels` names them,
 * otherwise by the value itself (codes such as currencies or platform names read the same in both).
 */
export function selectOptions<V extends string>(
  values: readonly V[],
  labels?: Record<V, LocalizedLabel>,
): OptionObject[] {
  return values.map((value) => ({ value, label: labels?.[value] ?? value }))
}

/** Select options from a table of values and their labels, in the table's order. */
export const labelledOptions = <V extends string>(labels: Record<V, LocalizedLabel>): OptionObject[] =>
  selectOptions(Object.keys(labels) as V[], labels)
