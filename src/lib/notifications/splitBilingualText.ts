const SEPARATOR = ' / '

/**
 * A notification text as stored before German and English were kept apart: "Deutsch / English" (or one text when
 * both read the same). Split at the middle separator, so a name inside both halves ("Aufgabe „A / B“ … / Task
 * “A / B” …") stays whole; null where the text cannot be such a pair (no separator, an odd number of halves, two
 * equal halves, which were always written once).
 */
export function splitBilingualText(text: string): { de: string; en: string } | null {
  const parts = text.split(SEPARATOR)
  if (parts.length < 2 || parts.length % 2 !== 0) return null
  const half = parts.length / 2
  const de = parts.slice(0, half).join(SEPARATOR)
  const en = parts.slice(half).join(SEPARATOR)
  return de === en ? null : { de, en }
}
