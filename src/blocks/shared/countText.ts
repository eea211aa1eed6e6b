/** Texts of a result count: `count` (two or more) contains `{count}`. */
export type CountText = { countOne: string; count: string; none: string }

/** The result count as a sentence ("1 offene Stelle", "3 Personen gefunden", "Niemand gefunden"). */
export const countText = (visible: number, text: CountText): string =>
  visible === 0 ? text.none : visible === 1 ? text.countOne : text.count.replace('{count}', String(visible))
