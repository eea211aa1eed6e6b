/** What a visitor can search and filter a team member by. */
export type SearchableMember = { name: string; role: string; department: string }

/** Lower case without accents, so "Aylin" finds "aylin" and "Zahnarztin" finds "Zahnärztin". */
export const normalizeSearch = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim()

/**
 * Whether a member matches the search (every word in name or role) and the department ('' = any).
 * `query` is the visitor's raw input.
 */
export function matchesMember(member: SearchableMember, query: string, department: string): boolean {
  if (department !== '' && member.department !== department) return false
  const haystack = normalizeSearch(`${member.name} ${member.role}`)
  return normalizeSearch(query)
    .split(/\s+/)
    .every((word) => haystack.includes(word))
}
