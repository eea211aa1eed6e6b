import type { Schemas } from '../api/client'
import type { shellMessages } from './messages'

type Role = Schemas['User']['role']
type Label = keyof (typeof shellMessages)['de']

export type NavEntry = { href: string; label: Label; roles: readonly Role[]; group?: 'administration' }

const everyone = ['admin', 'kasse_mitarbeiter'] as const

/** The sidebar: each page once, for the roles whose API calls it makes (the API refuses the others anyway). */
export const NAVIGATION: readonly NavEntry[] = [
  { href: '/', label: 'dashboard', roles: everyone },
  { href: '/cases', label: 'cases', roles: everyone },
  { href: '/disclosures', label: 'myDisclosures', roles: ['kasse_mitarbeiter'] },
  { href: '/admin/disclosures', label: 'disclosures', roles: ['admin'] },
  { href: '/coding', label: 'coding', roles: ['admin'] },
  { href: '/reports', label: 'reports', roles: everyone },
  { href: '/wochenuebersicht', label: 'wochenuebersicht', roles: everyone },
  { href: '/admin/users', label: 'users', roles: ['admin'], group: 'administration' },
  { href: '/admin/invitations', label: 'invitations', roles: ['admin'], group: 'administration' },
  { href: '/admin/audit', label: 'auditLog', roles: ['admin'], group: 'administration' },
  { href: '/admin/sync', label: 'billingSync', roles: ['admin'], group: 'administration' },
]

export const navigationFor = (role: Role) => NAVIGATION.filter((entry) => entry.roles.includes(role))

/** The entry a path belongs to: the longest matching prefix (`/cases/123` → Cases). */
export function activeEntry(pathname: string, entries: readonly NavEntry[]): NavEntry | undefined {
  return entries
    .filter((entry) => pathname === entry.href || (entry.href !== '/' && pathname.startsWith(`${entry.href}/`)))
    .sort((a, b) => b.href.length - a.href.length)[0]
}
