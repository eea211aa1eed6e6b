/**
 * The time zone dates on the public sites are shown and grouped in. Tenants have no time zone
 * setting yet; all current tenants are in Germany.
 */
export const SITE_TIME_ZONE = 'Europe/Berlin'

/** The calendar day (`YYYY-MM-DD`) an instant falls on in `timeZone`. */
export const dayKeyIn = (date: Date, timeZone: string): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date)
