/**
 * Header names that several workbooks share, so the coding template, the Wochenübersicht and the
 * sync export say the same thing; the readers also accept what older files say.
 */

export const FALL_ID_HEADER = 'Fall-ID'
/** Coding templates written before the headers were unified named the column `fall_id`. */
const LEGACY_FALL_ID_HEADER = 'fall_id'

/** Whether a header cell's text names the Fall-ID column (current or legacy spelling, any case). */
export function isFallIdHeader(text: string): boolean {
  const name = text.trim().toLowerCase()
  return name === FALL_ID_HEADER.toLowerCase() || name === LEGACY_FALL_ID_HEADER
}
