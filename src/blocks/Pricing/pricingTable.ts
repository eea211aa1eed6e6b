import type { Bilingual } from '@/lib/i18n/localizedMessage'

export type PlanFeatures = { features?: { text: string; included?: boolean | null }[] | null }

/** One row of the comparison table: a feature and, per plan, included / excluded / not listed (null). */
export type ComparisonRow = { feature: string; included: (boolean | null)[] }

/** The features of all plans (first-seen order, same text = same row) against the plans. */
export function comparisonRows(plans: PlanFeatures[]): ComparisonRow[] {
  const rows = new Map<string, (boolean | null)[]>()
  plans.forEach((plan, planIndex) => {
    for (const feature of plan.features ?? []) {
      const key = feature.text.trim()
      if (!key) continue
      const row = rows.get(key) ?? plans.map(() => null)
      row[planIndex] = feature.included !== false
      rows.set(key, row)
    }
  })
  return [...rows].map(([feature, included]) => ({ feature, included }))
}

/** Why the plans cannot be saved as they are (more than one highlighted plan), or null. */
export const highlightedPlansError = (
  plans: { highlighted?: boolean | null }[] | null | undefined,
): Bilingual | null =>
  (plans ?? []).filter((plan) => plan.highlighted).length > 1
    ? { de: 'Nur ein Tarif kann hervorgehoben werden', en: 'Only one plan can be highlighted' }
    : null
