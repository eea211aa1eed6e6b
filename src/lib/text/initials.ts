/** Academic titles and honorifics that are not part of a person's initials. */
const TITLES = new Set(['dr', 'prof', 'dipl', 'med', 'dent', 'ing', 'mag', 'frau', 'herr', 'mr', 'mrs', 'ms'])

/** Up to two initials of a person's name ("Dr. Anna Müller" → "AM"), for an avatar without a photo. */
export function initialsOf(name: string): string {
  const words = name
    .split(/[\s-]+/)
    .map((word) => word.replace(/[^\p{L}]/gu, ''))
    .filter((word) => word && !TITLES.has(word.toLowerCase()))
  const picked = words.length > 1 ? [words[0], words.at(-1)] : words
  return picked.map((word) => word!.charAt(0).toLocaleUpperCase('de-DE')).join('')
}
