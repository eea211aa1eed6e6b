import type { Access } from 'payload'
import { COMMUNITY_ROLES, type CommunityRole } from './communityRoles'
import { isSuperAdmin } from './isSuperAdmin'

/**
 * The one place that decides what a community role may do. Roles are ordered
 * (none < viewer < moderator < manager); each capability names the lowest role that has it.
 * Super admins have every capability.
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

type CommunityUser = { isSuperAdmin?: boolean | null; communityRole?: CommunityRole | string | null } | null | undefined

const rank = (role: string | null | undefined): number => {
  const index = COMMUNITY_ROLES.indexOf((role ?? 'none') as CommunityRole)
  return index < 0 ? 0 : index
}

export function can(user: CommunityUser, capability: CommunityCapability): boolean {
  if (!user) return false
  if (isSuperAdmin(user)) return true
  return rank(user.communityRole) >= rank(COMMUNITY_CAPABILITIES[capability])
}

/** Capabilities of a role, e.g. for the admin UI or an API `me` response. */
export function capabilitiesOf(user: CommunityUser): CommunityCapability[] {
  return (Object.keys(COMMUNITY_CAPABILITIES) as CommunityCapability[]).filter((capability) => can(user, capability))
}

/** Collection access from a capability; the multi-tenant plugin still adds its tenant constraint. */
export const communityAccess =
  (capability: CommunityCapability): Access =>
  ({ req }) =>
    can(req.user, capability)
