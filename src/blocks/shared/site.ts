import type { SiteLocale } from '@/lib/site/locales'

/** What every block knows about where it is rendered: locale, tenant and the page's public URL and title. */
export type BlockSite = { locale: SiteLocale; tenantId: number; url: string; title: string }
