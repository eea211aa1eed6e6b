/** The public sites' locales; the first is the fallback when a tenant has no default. */
export const SITE_LOCALES = ['de', 'en'] as const
export type SiteLocale = (typeof SITE_LOCALES)[number]
export const FALLBACK_SITE_LOCALE: SiteLocale = 'de'

export const isSiteLocale = (value: unknown): value is SiteLocale => SITE_LOCALES.includes(value as SiteLocale)

/** A tenant's default locale, or the fallback when unset or unknown. */
export const siteLocaleOf = (value: unknown): SiteLocale => (isSiteLocale(value) ? value : FALLBACK_SITE_LOCALE)
