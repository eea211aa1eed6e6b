/** The tab a key press moves to (WAI-ARIA tabs pattern: arrows wrap, Home/End jump), or null for other keys. */
export function tabIndexAfterKey(current: number, key: string, count: number): number | null {
  if (count <= 0) return null
  if (key === 'ArrowRight' || key === 'ArrowDown') return (current + 1) % count
  if (key === 'ArrowLeft' || key === 'ArrowUp') return (current - 1 + count) % count
  if (key === 'Home') return 0
  if (key === 'End') return count - 1
  return null
}
