/** The web app's languages: German first (the insurer's clerks), English second. */
export const LANGUAGES = ['de', 'en'] as const
export type Language = (typeof LANGUAGES)[number]

const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language)

/** The first of the browser's preferred languages the app speaks; German when it speaks none of them. */
export function pickLanguage(preferred: readonly string[], stored?: string | null): Language {
  if (isLanguage(stored)) return stored
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0]
    if (isLanguage(base)) return base
  }
  return 'de'
}

/** Intl locales: German formats in German; in English, day-month-year as clerks in Germany read dates. */
export const INTL_LOCALE: Record<Language, string> = { de: 'de-DE', en: 'en-GB' }

/** Every time the app shows is the insurer's local time. */
export const TIME_ZONE = 'Europe/Berlin'

export type Formatters = {
  date: (iso: string | null | undefined) => string
  dateTime: (iso: string | null | undefined) => string
  number: (value: number | null | undefined, digits?: number) => string
  percent: (ratio: number | null | undefined) => string
}

export function formattersFor(language: Language): Formatters {
  const locale = INTL_LOCALE[language]
  const date = new Intl.DateTimeFormat(locale, {
    timeZone: TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  })
  const dateTime = new Intl.DateTimeFormat(locale, {
    timeZone: TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  })
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 })
  const dash = '–'
  return {
    date: (iso) => (iso ? date.format(new Date(iso)) : dash),
    dateTime: (iso) => (iso ? dateTime.format(new Date(iso)) : dash),
    number: (value, digits = 0) =>
      value === null || value === undefined
        ? dash
        : new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value),
    percent: (ratio) => (ratio === null || ratio === undefined ? dash : percent.format(ratio)),
  }
}
