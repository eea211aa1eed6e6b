/** Text cut at a word boundary to at most `max` characters, with an ellipsis; unchanged when short enough. */
export function truncateText(text: string, max: number | null | undefined): string {
  if (!max || text.length <= max) return text
  const cut = text.slice(0, max - 1)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`
}
