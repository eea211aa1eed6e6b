import type { Bilingual } from '@/lib/i18n/localizedMessage'

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const
export type Weekday = (typeof WEEKDAYS)[number]

// 24:00 is allowed so a range can close at midnight ("bis 24 Uhr").
const TIME_OF_DAY = /^(?:([01]\d|2[0-3]):([0-5]\d)|(24):(00))$/
const MIDNIGHT_END = 24 * 60

/** Minutes since midnight for "HH:MM" (00:00–24:00), or null when malformed. */
export function parseTimeOfDay(value: string | null | undefined): number | null {
  const match = TIME_OF_DAY.exec(value ?? '')
  if (!match) return null
  return Number(match[1] ?? match[3]) * 60 + Number(match[2] ?? match[4])
}

/** Why `opens` is not a valid opening time, or null. */
export function opensError(opens: string | null | undefined): Bilingual | null {
  const minutes = parseTimeOfDay(opens)
  return minutes === null || minutes === MIDNIGHT_END
    ? {
        de: 'Als HH:MM zwischen 00:00 und 23:59 angeben, z. B. 08:30',
        en: 'Use HH:MM between 00:00 and 23:59, e.g. 08:30',
      }
    : null
}

/**
 * Why `closes` is not a valid closing time for the range, or null. A malformed `opens` is reported
 * on its own field only. Overnight ranges are entered as two rows.
 */
export function closesError(opens: string | null | undefined, closes: string | null | undefined): Bilingual | null {
  const to = parseTimeOfDay(closes)
  if (to === null)
    return {
      de: 'Als HH:MM zwischen 00:00 und 24:00 angeben, z. B. 18:00',
      en: 'Use HH:MM between 00:00 and 24:00, e.g. 18:00',
    }
  if (opensError(opens) !== null) return null
  return to > (parseTimeOfDay(opens) as number)
    ? null
    : { de: 'Die Schließzeit muss nach der Öffnungszeit liegen', en: 'The closing time must be after the opening time' }
}
