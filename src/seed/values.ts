// Date and schedule values of the demo data.

/** `days` from today at `hour`:00 UTC, so events and deadlines stay in the future (or past) on any seed date. */
export const inDays = (days: number, hour = 10) => {
  const date = new Date()
  date.setUTCDate(date.getUTCDate() + days)
  date.setUTCHours(hour, 0, 0, 0)
  return date.toISOString()
}

/** A fixed date at noon UTC: the same calendar day in every European time zone. */
export const noon = (date: string) => `${date}T12:00:00.000Z`

/** The same opening hours on several days. */
export const weekdays = (days: string[], opens: string, closes: string) => days.map((day) => ({ day, opens, closes }))
