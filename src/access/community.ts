import type { Access } from 'payload'
import type { User } from '@/payload-types'
import { COMMUNITY_ROLES, type CommunityRole } from './communityRoles'
import { isSuperAdmin } from './isSuperAdmin'
import { membershipAccess, membershipIn, tenantIdsWhere, type Membership } from './tenantRoles'

/**
 * The one place that decides what a community role may do. Roles are ordered
 * (none < viewer < moderator < manager); each capability names the lowest role that has it.
 * The role is per tenant (on the user's membership row); super admins have every capability everywhere.
 */
export const COMMUNITY_CAPABILITIES = {
  'dashboard.view': 'viewer',
  'interactions.view': 'viewer',
  'reports.view': 'viewer',
  'comments.moderate': 'moderator',
  'comments.reply': 'moderator',
  'templates.use': 'moderator',
  'templates.manage': 'manager',
  'rules.manage': 'manager',
  'reports.manage': 'manager',
  'accounts.manage': 'manager',
  'settings.manage': 'manager',
} as const satisfies Record<string, CommunityRole>

export type CommunityCapability = keyof typeof COMMUNITY_CAPABILITIES

type CommunityUser = Pick<User, 'isSuperAdmin' | 'tenants'> | null | undefined

const rank = (role: string | null | undefined): number => {
  const index = COMMUNITY_ROLES.indexOf((role ?? 'none') as CommunityRole)
  return index < 0 ? 0 : index
}

/** Whether a community role (of one membership) has the capability. */
export const roleHas = (role: string | null | undefined, capability: CommunityCapability): boolean =>
  rank(role) >= rank(COMMUNITY_CAPABILITIES[capability])

const rowHas = (capability: CommunityCapability) => (row: Membership) => roleHas(row.communityRole, capability)

/** Whether the user has the capability in the tenant. */
export function can(user: CommunityUser, capability: CommunityCapability, tenant: unknown): boolean {
  if (!user) return false
  if (isSuperAdmin(user)) return true
  return roleHas(membershipIn(user, tenant)?.communityRole, capability)
}

/** The tenants where the user has the capability; `all` for super admins. */
export function tenantsWith(user: CommunityUser, capability: CommunityCapability): 'all' | (number | string)[] {
  if (isSuperAdmin(user)) return 'all'
  return tenantIdsWhere(user, rowHas(capability))
}

/** Capabilities of a role, e.g. for the admin UI or an API `me` response. */
export const capabilitiesOfRole = (role: CommunityRole): CommunityCapability[] =>
  (Object.keys(COMMUNITY_CAPABILITIES) as CommunityCapability[]).filter((capability) => roleHas(role, capability))

/** Collection access from a capability: the tenants where the user has it (the multi-tenant plugin still adds its own constraint). */
export const communityAccess = (capability: CommunityCapability): Access => membershipAccess(rowHas(capability))
