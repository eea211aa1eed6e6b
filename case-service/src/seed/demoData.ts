import type { Fallgruppe } from '@case/domain/fallgruppen'

/** Deterministic PRNG (mulberry32) so every seed run produces the same demo data. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!

export const NACHNAMEN = [
  'Müller',
  'Schmidt',
  'Schneider',
  'Fischer',
  'Weber',
  'Meyer',
  'Wagner',
  'Becker',
  'Schulz',
  'Hoffmann',
  'Koch',
  'Richter',
  'Klein',
  'Wolf',
  'Schröder',
  'Neumann',
  'Schwarz',
  'Braun',
  'Zimmermann',
  'Hartmann',
  'Krüger',
  'Lange',
  'Werner',
  'Lehmann',
  'Köhler',
]
export const VORNAMEN = [
  'Anna',
  'Lena',
  'Marie',
  'Sophie',
  'Emma',
  'Lukas',
  'Jonas',
  'Leon',
  'Felix',
  'Paul',
  'Monika',
  'Petra',
  'Sabine',
  'Thomas',
  'Michael',
  'Andreas',
  'Stefan',
  'Ursula',
  'Helga',
  'Jürgen',
  'Klaus',
  'Ingrid',
  'Karin',
  'Wolfgang',
  'Renate',
]
export const FACHGEBIETE_BY_GRUPPE: Record<Fallgruppe, string[]> = {
  'Onko-Intensiv': ['Onkologie', 'Hämatologie', 'Strahlentherapie'],
  'Galle-Schild': ['Gastroenterologie', 'Endokrinologie', 'Allgemeinchirurgie'],
  Kardio: ['Kardiologie', 'Herzchirurgie'],
  Ortho: ['Orthopädie', 'Unfallchirurgie'],
  Psychosomatik: ['Psychosomatik', 'Psychiatrie'],
}
