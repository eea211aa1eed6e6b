import { parseFallId } from '@case/domain/fallId/fallIdRule'

/**
 * The key in the coding template's fall_id column. A legacy fall_id (`<datum>_<NACHNAME>`) carries
 * a surname, and the template holds no names: such cases get a neutral key made of the date and
 * the case id instead, which the ICD import resolves back to the case.
 */
const NEUTRAL_KEY = /^(\d{4}-\d{2}-\d{2})_CASE-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i

export function codingTemplateKey(row: { id: string; fall_id: string; datum: string }): string {
  return parseFallId(row.fall_id)?.form === 'legacy' ? `${row.datum}_CASE-${row.id}` : row.fall_id
}

/** The case id behind a neutral key, or null for an ordinary fall_id. */
export function caseIdOfTemplateKey(key: string): string | null {
  return NEUTRAL_KEY.exec(key.trim())?.[2]?.toLowerCase() ?? null
}
