import type { Locale } from '@case/domain/locale'

/** Numeric parts only: the words are ours, so ICU versions (e.g. "Sep" vs "Sept") cannot change the text. */
const berlinParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** An instant as the clerks read it, in Europe/Berlin (summer time included): `28.11.2026, 18:47 Uhr` / `28 Nov 2026, 18:47`. */
export function berlinDateTime(instant: Date, locale: Locale): string {
  const part = Object.fromEntries(berlinParts.formatToParts(instant).map(({ type, value }) => [type, value]))
  const time = `${part.hour}:${part.minute}`
  return locale === 'de'
    ? `${part.day}.${part.month}.${part.year}, ${time} Uhr`
    : `${Number(part.day)} ${MONTHS_EN[Number(part.month) - 1]} ${part.year}, ${time}`
}
