import { FALLGRUPPEN } from '@case/domain/fallgruppen'
import { weeksInIsoYear, type IsoWeek } from '@case/domain/weeks/isoWeek'

/** Pure helpers of the dashboard and the weekly chart. */

/** The ISO week before; KW 1 steps back into the last week (52 or 53) of the previous week-year. */
export function previousIsoWeek({ jahr, kw }: IsoWeek): IsoWeek {
  return kw > 1 ? { jahr, kw: kw - 1 } : { jahr: jahr - 1, kw: weeksInIsoYear(jahr - 1) }
}

/** Change in percent with one decimal; null when there is nothing to compare against. */
export function percentChange(current: number, previous: number): number | null {
  return previous === 0 ? null : Math.round(((current - previous) / previous) * 1000) / 10
}

/** Every known Fallgruppe with its count (zero when absent), then any other value found. */
export function countsPerFallgruppe(groups: readonly { fallgruppe: string; cases: number }[]): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(FALLGRUPPEN.map((fallgruppe) => [fallgruppe, 0]))
  for (const { fallgruppe, cases } of groups) counts[fallgruppe] = (counts[fallgruppe] ?? 0) + cases
  return counts
}

export type WeeklyPoint = { jahr: number; kw: number; total: number; per_fallgruppe: Record<string, number> }

/** One point per KW 1..lastKw, weeks without cases included as zeros (a chart needs the gaps). */
export function weeklyPoints(
  jahr: number,
  lastKw: number,
  groups: readonly { kw: number; fallgruppe: string; cases: number }[],
): WeeklyPoint[] {
  return Array.from({ length: lastKw }, (_, index) => {
    const kw = index + 1
    const ofWeek = groups.filter((group) => group.kw === kw)
    return {
      jahr,
      kw,
      total: ofWeek.reduce((total, group) => total + group.cases, 0),
      per_fallgruppe: countsPerFallgruppe(ofWeek),
    }
  })
}
