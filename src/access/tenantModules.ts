import type { Bilingual } from '@/lib/i18n/localizedMessage'

/**
 * The modules a super admin switches on per tenant, and the one table that says which module each
 * tenant-scoped collection belongs to. The tenant's `modules` field, the nav, the API refusal
 * (src/plugins/tenantModules.ts) and the dashboard all read from here.
 */
export const TENANT_MODULES = {
  content: { de: 'Inhalte', en: 'Content' },
  portfolio: { de: 'Portfolio', en: 'Portfolio' },
  catalogue: { de: 'Katalog', en: 'Catalogue' },
  services: { de: 'Leistungen', en: 'Services' },
  company: { de: 'Unternehmen', en: 'Company' },
  media: { de: 'Medien & Videos', en: 'Media & videos' },
  bookings: { de: 'Buchungen', en: 'Bookings' },
  forms: { de: 'Formulare', en: 'Forms' },
  community: { de: 'Community', en: 'Community' },
  videoHub: { de: 'Video-Hub', en: 'Video hub' },
} as const satisfies Record<string, Bilingual>

export type TenantModule = keyof typeof TENANT_MODULES

export const ALL_TENANT_MODULES = Object.keys(TENANT_MODULES) as TenantModule[]

/**
 * Every tenant-scoped collection and its module (tests/unit/tenantModules.test.ts checks that no
 * tenant-scoped collection is missing).
 */
export const COLLECTION_MODULES = {
  pages: 'content',
  'site-settings': 'content',
  posts: 'content',
  tags: 'content',
  authors: 'content',
  faqs: 'content',
  events: 'content',
  downloads: 'content',
  testimonials: 'content',
  portfolios: 'portfolio',
  'portfolio-categories': 'portfolio',
  projects: 'portfolio',
  products: 'catalogue',
  'product-categories': 'catalogue',
  favorites: 'catalogue',
  services: 'services',
  'service-categories': 'services',
  bookings: 'bookings',
  team: 'company',
  timelines: 'company',
  workflows: 'company',
  jobs: 'company',
  locations: 'company',
  partners: 'company',
  certifications: 'company',
  media: 'media',
  videos: 'media',
  'video-files': 'media',
  'video-categories': 'media',
  series: 'videoHub',
  forms: 'forms',
  'form-submissions': 'forms',
  'social-platforms': 'community',
  'social-accounts': 'community',
  'community-interactions': 'community',
  'community-templates': 'community',
  'community-rules': 'community',
  'report-schedules': 'community',
  // Shared with the video hub, whose notifications land here too.
  'vp-notifications': 'community',
  'video-platform-channels': 'videoHub',
  'video-platform-content': 'videoHub',
  'vp-series': 'videoHub',
  'vp-batches': 'videoHub',
  'vp-tasks': 'videoHub',
  'vp-monthly-goals': 'videoHub',
  'vp-script-templates': 'videoHub',
  'vp-checklist-templates': 'videoHub',
} as const satisfies Record<string, TenantModule>

export const moduleOfCollection = (slug: string): TenantModule | undefined =>
  (COLLECTION_MODULES as Record<string, TenantModule>)[slug]

const isTenantModule = (value: unknown): value is TenantModule => typeof value === 'string' && value in TENANT_MODULES

/** For each module, the ids of the given tenants (a user's tenants) that have it enabled. */
export function tenantsByModule<Id>(
  tenants: readonly { id: Id; modules?: readonly unknown[] | null }[],
): Map<TenantModule, Id[]> {
  const byModule = new Map<TenantModule, Id[]>()
  for (const tenant of tenants) {
    for (const module of new Set((tenant.modules ?? []).filter(isTenantModule)))
      byModule.set(module, [...(byModule.get(module) ?? []), tenant.id])
  }
  return byModule
}

/** The message of the 403 for a collection whose module none of the user's tenants has. */
export const moduleDisabledMessage = (module: TenantModule): Bilingual => ({
  de: `Das Modul „${TENANT_MODULES[module].de}“ ist für Ihre Mandanten nicht freigeschaltet. Ein Super-Admin kann es in den Mandanten-Einstellungen aktivieren.`,
  en: `The “${TENANT_MODULES[module].en}” module is not enabled for your tenants. A super admin can enable it in the tenant settings.`,
})
