export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const
export type Weekday = (typeof WEEKDAYS)[number]

// 24:00 is allowed so a range can close at midnight ("bis 24 Uhr").
const TIME_OF_DAY = /^(?:([01]\d|2[0-3]):([0-5]\d)|(24):(00))$/

/** Minutes since midnight for "HH:MM" (00:00–24:00), or null when malformed. */
export function parseTimeOfDay(value: string): number | null {
  const match = TIME_OF_DAY.exec(value)
  if (!match) return null
  const hours = Number(match[1] ?? match[3])
  const minutes = Number(match[2] ?? match[4])
  return hours * 60 + minutes
}

/** Why an opening-hours row is invalid, or null. Overnight ranges are split into two rows by editors. */
export function openingRangeError(opens: string | null | undefined, closes: string | null | undefined): string | null {
  if (!opens || !closes) return 'Opening and closing time are required (HH:MM)'
  const from = parseTimeOfDay(opens)
  const to = parseTimeOfDay(closes)
  if (from === null || from === 24 * 60) return `"${opens}" is not a valid opening time (HH:MM)`
  if (to === null) return `"${closes}" is not a valid closing time (HH:MM)`
  return to > from ? null : 'The closing time must be after the opening time'
}
