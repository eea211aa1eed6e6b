const UNITS = ['B', 'KB', 'MB', 'GB'] as const

/** A file size for people (`1,4 MB` in German, `1.4 MB` in English; binary multiples). */
export function formatFileSize(bytes: number | null | undefined, locale: 'de' | 'en'): string | null {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0) return null
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024
    unit++
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1
  return `${new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', { maximumFractionDigits: digits }).format(value)} ${UNITS[unit]}`
}
