import type { SiteLocale } from '@/lib/site/locales'

/** What every block knows about where it is rendered. */
export type BlockSite = { locale: SiteLocale; tenantId: number }
