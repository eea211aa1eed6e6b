/** Escapes LIKE/ILIKE wildcards (`%`, `_`) and the escape character itself, so user text matches literally. */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`)
}
