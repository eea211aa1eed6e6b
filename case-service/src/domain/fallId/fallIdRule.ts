import { isIsoDate } from '../dates/isoDate'
import { validateKvnr } from '../kvnr/kvnr'

/**
 * fall_id forms:
 *   kvnr:   2026-01-05_A123456780   (optionally -2, -3 … when the same person has several cases that day)
 *   random: 2026-01-05_R1a2b3c4d    (case created without KVNR)
 *   legacy: 2026-01-05_MÜLLER-LÜDENSCHEIDT (imported from the old surname scheme)
 */
export type ParsedFallId =
  | { datum: string; form: 'kvnr'; kvnr: string; suffix?: number }
  | { datum: string; form: 'random' }
  | { datum: string; form: 'legacy' }

// Parsing checks the KVNR's shape, not its check digit: ids are only built from validated KVNRs,
// and a stored id must stay recognisable as KVNR form even if that ever went wrong.
const KVNR_FORM = /^(\d{4}-\d{2}-\d{2})_([A-Z]\d{9})(?:-([1-9]\d*))?$/
const RANDOM_FORM = /^(\d{4}-\d{2}-\d{2})_R[0-9a-f]{8}$/
const LEGACY_FORM = /^(\d{4}-\d{2}-\d{2})_[A-ZÄÖÜß][A-ZÄÖÜß -]*$/
const RANDOM_HEX = /^[0-9a-f]{8}$/
const FIRST_COLLISION_SUFFIX = 2
// A person has a handful of cases per day at most; the cap only stops an endless loop on a broken isTaken.
const MAX_COLLISION_SUFFIX = 1000

export function parseFallId(id: string): ParsedFallId | null {
  const kvnrMatch = KVNR_FORM.exec(id)
  if (kvnrMatch) {
    const [, datum = '', kvnr = '', suffixText] = kvnrMatch
    if (!isIsoDate(datum)) return null
    if (suffixText === undefined) return { datum, form: 'kvnr', kvnr }
    const suffix = Number(suffixText)
    // "-1" is never issued: the unsuffixed id is the first one.
    return suffix >= FIRST_COLLISION_SUFFIX ? { datum, form: 'kvnr', kvnr, suffix } : null
  }
  const randomMatch = RANDOM_FORM.exec(id)
  if (randomMatch) return datumOrNull(randomMatch[1], 'random')
  const legacyMatch = LEGACY_FORM.exec(id)
  if (legacyMatch) return datumOrNull(legacyMatch[1], 'legacy')
  return null
}

export function randomFallId(datum: string, randomHex: string): string {
  assertDatum(datum)
  if (!RANDOM_HEX.test(randomHex)) {
    throw new RangeError(`randomHex must be 8 lowercase hex characters, got "${randomHex}"`)
  }
  return `${datum}_R${randomHex}`
}

/** Random and legacy ids are placeholders until the KVNR is known. */
export function shouldRebuildFallId(current: string): boolean {
  const parsed = parseFallId(current)
  return parsed !== null && parsed.form !== 'kvnr'
}

/** KVNR-form id for the date, taking the first free one of base, base-2, base-3 … */
export function rebuildFallId(datum: string, kvnr: string, isTaken: (candidate: string) => boolean): string {
  assertDatum(datum)
  const validation = validateKvnr(kvnr)
  if (!validation.ok) throw new RangeError(validation.message)
  const base = `${datum}_${validation.kvnr}`
  if (!isTaken(base)) return base
  for (let suffix = FIRST_COLLISION_SUFFIX; suffix <= MAX_COLLISION_SUFFIX; suffix++) {
    const candidate = `${base}-${suffix}`
    if (!isTaken(candidate)) return candidate
  }
  throw new Error(`No free fall_id for ${base} up to suffix -${MAX_COLLISION_SUFFIX}`)
}

function datumOrNull(datum: string | undefined, form: 'random' | 'legacy'): ParsedFallId | null {
  return datum !== undefined && isIsoDate(datum) ? { datum, form } : null
}

function assertDatum(datum: string): void {
  if (!isIsoDate(datum)) throw new RangeError(`datum must be a YYYY-MM-DD date, got "${datum}"`)
}
