import type { Access, Where } from 'payload'
import type { User } from '@/payload-types'
import { isSuperAdmin } from './isSuperAdmin'
import { membershipIn, tenantIdsWhere, type Membership } from './tenantRoles'
import { VIDEO_PLATFORM_ROLES, type VideoPlatformRole } from './videoPlatformRoles'

/**
 * The one place that decides what a video-hub role may do. Roles are ordered
 * (none < viewer < creator < manager); each capability names the lowest role that has it.
 * The role is per tenant (on the user's membership row); super admins have every capability everywhere.
 * Creators edit only the content they created or are assigned to and the tasks assigned to them
 * (`ownedOrAssigned`); the status transitions they may make are in src/lib/videoHub/contentStateMachine.ts.
 */
export const VIDEO_HUB_CAPABILITIES = {
  'hub.read': 'VideoPlatformViewer',
  'content.create': 'VideoPlatformCreator',
  'content.editOwn': 'VideoPlatformCreator',
  'tasks.editAssigned': 'VideoPlatformCreator',
  'content.editAll': 'VideoPlatformManager',
  'content.approve': 'VideoPlatformManager',
  'content.delete': 'VideoPlatformManager',
  'tasks.manage': 'VideoPlatformManager',
  'channels.manage': 'VideoPlatformManager',
  'planning.manage': 'VideoPlatformManager',
  'templates.manage': 'VideoPlatformManager',
} as const satisfies Record<string, VideoPlatformRole>

export type VideoHubCapability = keyof typeof VIDEO_HUB_CAPABILITIES
export type HubRole = VideoPlatformRole | 'none'

type HubUser = Pick<User, 'isSuperAdmin' | 'tenants'> | null | undefined

/** Lowest first: the index is the role's rank (a missing or unknown role ranks as none). */
const ROLE_ORDER = ['none', 'VideoPlatformViewer', 'VideoPlatformCreator', 'VideoPlatformManager'] as const
const rank = (role: string | null | undefined): number => Math.max(0, ROLE_ORDER.indexOf((role ?? 'none') as HubRole))

/** The user's hub role in a tenant: `VideoPlatformManager` for super admins, `none` without a membership or role. */
export function hubRoleIn(user: HubUser, tenant: unknown): HubRole {
  if (!user) return 'none'
  if (isSuperAdmin(user)) return 'VideoPlatformManager'
  const role = membershipIn(user, tenant)?.videoPlatformRole
  return role && (VIDEO_PLATFORM_ROLES as readonly string[]).includes(role) ? role : 'none'
}

/** Whether a hub role (of one membership) has the capability. */
export const hubRoleHas = (role: string | null | undefined, capability: VideoHubCapability): boolean =>
  rank(role) >= rank(VIDEO_HUB_CAPABILITIES[capability])

const rowHas = (capability: VideoHubCapability) => (row: Membership) => hubRoleHas(row.videoPlatformRole, capability)

/** Whether the user has the capability in the tenant. */
export const hubCan = (user: HubUser, capability: VideoHubCapability, tenant: unknown): boolean => hubRoleHas(hubRoleIn(user, tenant), capability)

/** The tenants where the user has the capability; `all` for super admins. */
export function hubTenantsWith(user: HubUser, capability: VideoHubCapability): 'all' | (number | string)[] {
  if (isSuperAdmin(user)) return 'all'
  return tenantIdsWhere(user, rowHas(capability))
}

/** Capabilities of a role, e.g. for the admin UI. */
export const hubCapabilitiesOfRole = (role: HubRole): VideoHubCapability[] =>
  (Object.keys(VIDEO_HUB_CAPABILITIES) as VideoHubCapability[]).filter((capability) => hubRoleHas(role, capability))

const tenantOf = (data: unknown): unknown => (data && typeof data === 'object' ? (data as { tenant?: unknown }).tenant : undefined)

/**
 * Collection access from a capability: the tenants where the user has it (the multi-tenant plugin
 * still adds its own constraint). A create is checked against the tenant it names.
 */
export const hubAccess =
  (capability: VideoHubCapability): Access =>
  ({ req, data, id }) => {
    const tenants = hubTenantsWith(req.user, capability)
    if (tenants === 'all') return true
    if (tenants.length === 0) return false
    if (data && id === undefined && tenantOf(data) !== undefined) return hubCan(req.user, capability, tenantOf(data))
    return { tenant: { in: tenants } }
  }

/**
 * Full access where the user has `all`; in the tenants where they only have `own`, the documents
 * whose `ownerFields` (e.g. createdBy, assignee) name them.
 */
export const hubAccessOwnedOr =
  (all: VideoHubCapability, own: VideoHubCapability, ownerFields: readonly string[]): Access =>
  ({ req }) => {
    if (!req.user) return false
    const everything = hubTenantsWith(req.user, all)
    if (everything === 'all') return true
    const ownOnly = (hubTenantsWith(req.user, own) as (number | string)[]).filter((tenant) => !everything.some((other) => String(other) === String(tenant)))
    const or: Where[] = []
    if (everything.length > 0) or.push({ tenant: { in: everything } })
    if (ownOnly.length > 0) or.push({ and: [{ tenant: { in: ownOnly } }, { or: ownerFields.map((field) => ({ [field]: { equals: req.user!.id } })) }] })
    return or.length === 0 ? false : { or }
  }
