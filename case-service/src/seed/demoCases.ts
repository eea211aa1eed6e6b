import { FALLGRUPPEN } from '@case/domain/fallgruppen'
import { generateValidKvnr } from '@case/domain/kvnr/kvnr'
import { randomFallId } from '@case/domain/fallId/fallIdRule'
import type { cases, GUTACHTEN_ERGEBNISSE } from '@case/db/schema'
import { FACHGEBIETE_BY_GRUPPE, NACHNAMEN, pick, seededRandom, VORNAMEN } from './demoData'

type NewCase = typeof cases.$inferInsert

const ICD_BY_GRUPPE: Record<string, string[]> = {
  'Onko-Intensiv': ['C50.9', 'C34.1', 'C18.7', 'C61', 'C25.0', 'D46.9', 'C91.1'],
  'Galle-Schild': ['K80.2', 'K81.0', 'E04.2', 'E05.0', 'C73'],
  Kardio: ['I25.1', 'I48.0', 'I50.1', 'I35.0'],
  Ortho: ['M17.1', 'M16.1', 'M51.2', 'S72.0'],
  Psychosomatik: ['F32.1', 'F45.0', 'F43.1', 'F41.1'],
}
const ERGEBNISSE: (typeof GUTACHTEN_ERGEBNISSE)[number][] = ['bestaetigt', 'teilweise_bestaetigt', 'nicht_bestaetigt']

const isoDate = (date: Date) => date.toISOString().slice(0, 10)

/**
 * Realistic fictional cases over the `weeks` calendar weeks before `today`: ~85 % of cases
 * belong to `insurer`, the rest to `otherInsurer` (so the insurer filter has something to filter);
 * some lack a KVNR (random-form fall_id), an ICD-10 code or their Gutachten coding.
 */
export function generateDemoCases({
  count,
  today,
  weeks,
  insurer,
  otherInsurer,
  seed = 20261122,
}: {
  count: number
  today: Date
  weeks: number
  insurer: string
  otherInsurer: string
  seed?: number
}): NewCase[] {
  const random = seededRandom(seed)
  const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - weeks * 7 * 86_400_000
  const rows: NewCase[] = []
  for (let i = 0; i < count; i++) {
    const datum = isoDate(new Date(start + Math.floor(random() * weeks * 7) * 86_400_000))
    const fallgruppe = pick(random, FALLGRUPPEN)
    const hasKvnr = random() < 0.85
    const kvnr = hasKvnr ? generateValidKvnr(random) : null
    const hex = Math.floor(random() * 0xffffffff)
      .toString(16)
      .padStart(8, '0')
    const gutachten = random() < 0.35
    const coded = gutachten && random() < 0.8
    const geburtsjahr = 1940 + Math.floor(random() * 65)
    rows.push({
      fall_id: kvnr ? `${datum}_${kvnr}` : randomFallId(datum, hex),
      kvnr,
      datum,
      fallgruppe,
      fachgebiet: pick(random, FACHGEBIETE_BY_GRUPPE[fallgruppe]),
      icd10: random() < 0.75 ? pick(random, ICD_BY_GRUPPE[fallgruppe] ?? ['Z00.0']) : null,
      erstgespraech: random() < 0.9,
      abbruch: random() < 0.08,
      unterlagen: random() < 0.7,
      gutachten,
      fg: random() < 0.2,
      gutachten_ergebnis: coded ? pick(random, ERGEBNISSE) : null,
      therapieaenderung: coded ? random() < 0.4 : null,
      nachname: pick(random, NACHNAMEN),
      vorname: pick(random, VORNAMEN),
      geburtsdatum: `${geburtsjahr}-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`,
      versicherung: random() < 0.85 ? insurer : otherInsurer,
    })
  }
  return rows
}
