import { maskKvnr } from '../kvnr/kvnr'

/** The personal fields a case row must have to be maskable; other fields pass through untouched. */
export type MaskableCase = {
  nachname: string | null
  vorname: string | null
  geburtsdatum: string | null
  kvnr: string | null
}

export type CaseViewer = {
  role: 'admin' | 'kasse_mitarbeiter'
}

const NAME_MASK = '***'
const BIRTH_YEAR = /^(\d{4})-\d{2}-\d{2}/

/**
 * Insurer employees see cases pseudonymised unless an admin approved a disclosure for them.
 * Null stays null: an absent value reveals nothing.
 */
export function maskCaseForViewer<T extends MaskableCase>(
  row: T,
  viewer: CaseViewer,
  hasValidDisclosure: boolean,
): T & { masked: boolean } {
  if (viewer.role === 'admin' || hasValidDisclosure) return { ...row, masked: false }
  const masked: MaskableCase & { masked: true } = {
    nachname: row.nachname === null ? null : NAME_MASK,
    vorname: row.vorname === null ? null : NAME_MASK,
    geburtsdatum: row.geburtsdatum === null ? null : birthYearOnly(row.geburtsdatum),
    kvnr: row.kvnr === null ? null : maskKvnr(row.kvnr),
    masked: true,
  }
  // Safe: only the four string|null fields are replaced, by string|null values.
  return { ...row, ...masked } as T & { masked: boolean }
}

/** A value that is not a date is masked completely rather than guessed at. */
function birthYearOnly(geburtsdatum: string): string {
  return BIRTH_YEAR.exec(geburtsdatum)?.[1] ?? NAME_MASK
}
