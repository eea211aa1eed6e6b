export const MAX_SLUG_LENGTH = 96

// German umlauts are transliterated, not stripped: "Müller" → "mueller", not "muller".
// The others do not decompose under NFKD and would otherwise vanish.
const TRANSLITERATIONS: Record<string, string> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
}
const TRANSLITERATED = new RegExp(`[${Object.keys(TRANSLITERATIONS).join('')}]`, 'g')

/**
 * URL slug for a title: German-aware transliteration, lower case, runs of
 * anything but [a-z0-9] become one "-", at most 96 characters (cut at a dash
 * when there is one). Returns '' when nothing usable is left.
 */
export function slugify(title: string): string {
  const slug = title
    // NFC first so a decomposed "u + ◌̈" is transliterated like "ü".
    .normalize('NFC')
    .toLowerCase()
    .replace(TRANSLITERATED, (char) => TRANSLITERATIONS[char] ?? char)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return truncateAtDash(slug, MAX_SLUG_LENGTH)
}

function truncateAtDash(slug: string, maxLength: number): string {
  if (slug.length <= maxLength) return slug
  const cut = slug.slice(0, maxLength)
  // If the character after the cut is a dash, the cut already ends a whole word.
  if (slug[maxLength] === '-') return cut
  const lastDash = cut.lastIndexOf('-')
  return lastDash > 0 ? cut.slice(0, lastDash) : cut
}
