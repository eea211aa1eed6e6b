import { moduleOfCollection, TENANT_MODULES } from '@/access/tenantModules'

// Bookings have no group of their own: they sit with the services they book.
const { bookings: _bookings, ...moduleGroups } = TENANT_MODULES

/**
 * The admin's navigation groups, each named once in both languages. Every collection takes its
 * group from here, so the German nav never shows an English twin of a group ("Company" next to
 * "Unternehmen") and a group is never a lone collection repeated. A tenant module's collections are
 * grouped under the module's name; the media and services groups hold more than their module.
 */
export const ADMIN_GROUPS = {
  platform: { de: 'Plattform', en: 'Platform' },
  ...moduleGroups,
  media: { de: 'Medien', en: 'Media' },
  services: { de: 'Leistungen & Buchungen', en: 'Services & bookings' },
} as const

export type AdminGroup = keyof typeof ADMIN_GROUPS

/**
 * The nav group of a tenant-scoped collection: `group` where it names one, otherwise the group of
 * the collection's module (src/access/tenantModules.ts), bookings sitting with services.
 */
export function tenantCollectionGroup(slug: string, group?: AdminGroup): (typeof ADMIN_GROUPS)[AdminGroup] {
  const module = moduleOfCollection(slug)
  if (!group && !module)
    throw new Error(`The collection "${slug}" has no module in src/access/tenantModules.ts and names no group.`)
  return ADMIN_GROUPS[group ?? (module === 'bookings' ? 'services' : module!)]
}
