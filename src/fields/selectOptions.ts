import type { OptionObject } from 'payload'

type LocalizedLabel = { de: string; en: string }

/**
 * Select options from a list of values: labelled in both languages where `labels` names them,
 * otherwise by the value itself (codes such as currencies or platform names read the same in both).
 */
export function selectOptions<V extends string>(values: readonly V[], labels?: Record<V, LocalizedLabel>): OptionObject[] {
  return values.map((value) => ({ value, label: labels?.[value] ?? value }))
}
