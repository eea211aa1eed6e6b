import { berlinCalendarDate, calendarDateToUtc, formatIsoDate, utcToCalendarDate } from '@case/domain/dates/isoDate'
import { FALLGRUPPEN } from '@case/domain/fallgruppen'
import { generateValidKvnr } from '@case/domain/kvnr/kvnr'
import { configuredInsurer } from '@case/features/cases/caseScope'
import { migrateBillingDatabase, openBillingDatabase } from '@case/features/sync/billingDatabase'
import { billingCases } from '@case/features/sync/billingSchema'
import { FACHGEBIETE_BY_GRUPPE, NACHNAMEN, pick as pickWith, seededRandom, VORNAMEN } from './demoData'

/** A second insurer in the demo data: its cases must never show up in the case service. */
export const OTHER_DEMO_INSURER = 'ANDERE-KASSE'

const DAYS_BACK = 420
const INSERT_CHUNK = 1000
const DAY_MS = 86_400_000

const daysBefore = (reference: Date, days: number) =>
  formatIsoDate(utcToCalendarDate(new Date(reference.getTime() - days * DAY_MS)))

/**
 * Fills a demo billing database (BILLING_DATABASE_URL, or the embedded one when `url` is
 * undefined) with `count` cases over the last ~14 months, ~10 % of them of another insurer.
 * Idempotent: billing ids are B0000001…, existing ones are left alone.
 */
export async function seedBillingDatabase(
  url: string | undefined,
  { count }: { count: number },
): Promise<{ inserted: number }> {
  const handle = await openBillingDatabase(url)
  try {
    await migrateBillingDatabase(handle.db)
    const random = seededRandom(20260101)
    const pick = <T>(items: readonly T[]): T => pickWith(random, items)
    const chance = (probability: number) => random() < probability
    const today = calendarDateToUtc(berlinCalendarDate(new Date()))
    const insurer = configuredInsurer()
    let inserted = 0
    for (let start = 0; start < count; start += INSERT_CHUNK) {
      const rows = Array.from({ length: Math.min(INSERT_CHUNK, count - start) }, (_, offset) => {
        const fallgruppe = pick(FALLGRUPPEN)
        return {
          billing_id: `B${String(start + offset + 1).padStart(7, '0')}`,
          datum: daysBefore(today, Math.floor(random() * DAYS_BACK)),
          kvnr: chance(0.85) ? generateValidKvnr(random) : null,
          nachname: pick(NACHNAMEN),
          vorname: pick(VORNAMEN),
          geburtsdatum: daysBefore(today, 365 * 18 + Math.floor(random() * 365 * 65)),
          versicherung: chance(0.9) ? insurer : OTHER_DEMO_INSURER,
          fallgruppe,
          fachgebiet: pick(FACHGEBIETE_BY_GRUPPE[fallgruppe]),
          erstgespraech: chance(0.7),
          abbruch: chance(0.05),
          unterlagen: chance(0.5),
          gutachten: chance(0.3),
          fg: chance(0.2),
        }
      })
      inserted += (
        await handle.db
          .insert(billingCases)
          .values(rows)
          .onConflictDoNothing()
          .returning({ id: billingCases.billing_id })
      ).length
    }
    return { inserted }
  } finally {
    await handle.close()
  }
}
