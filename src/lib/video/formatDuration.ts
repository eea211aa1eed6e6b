const NUMERIC_SECONDS = /^\d+(?:\.\d+)?$/
// Years and months are left out on purpose: their length in seconds is ambiguous.
const ISO_8601_DURATION = /^P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/

/**
 * Formats a duration given in seconds (number or numeric string) or as an
 * ISO 8601 duration (as returned by the YouTube Data API) as `m:ss` below one
 * hour and `h:mm:ss` from one hour on. Returns null for invalid input.
 */
export function formatDuration(input: number | string): string | null {
  // The typeof checks guard untyped callers (e.g. raw API JSON) as well.
  const seconds = typeof input === 'number' ? input : typeof input === 'string' ? parseDurationString(input) : null
  if (seconds === null || seconds < 0) return null

  // Fractions are dropped rather than rounded so a 59.6 s clip never reads "1:00".
  const total = Math.floor(seconds)
  // Rejects NaN, Infinity and values too large to print as plain digits.
  if (!Number.isSafeInteger(total)) return null
  const hours = Math.floor(total / 3600)
  const minutes = Math.floor((total % 3600) / 60)
  const secs = String(total % 60).padStart(2, '0')
  if (hours === 0) return `${minutes}:${secs}`
  return `${hours}:${String(minutes).padStart(2, '0')}:${secs}`
}

function parseDurationString(input: string): number | null {
  const value = input.trim().toUpperCase()
  if (NUMERIC_SECONDS.test(value)) return Number(value)

  const match = ISO_8601_DURATION.exec(value)
  // "P", "PT" and "P1DT" match the all-optional pattern but are not valid durations.
  if (!match || !/\d/.test(value) || value.endsWith('T')) return null
  const [, weeks = '0', days = '0', hours = '0', minutes = '0', secs = '0'] = match
  return Number(weeks) * 604800 + Number(days) * 86400 + Number(hours) * 3600 + Number(minutes) * 60 + Number(secs)
}
