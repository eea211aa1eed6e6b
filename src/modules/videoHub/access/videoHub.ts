import type { Access, Where } from 'payload'
import type { User } from '@/payload-types'
import { isSuperAdmin } from '@/access/isSuperAdmin'
import { gainedCapabilities, roleMatrix } from '@/access/roleMatrix'
import { membershipIn } from '@/access/tenantRoles'
import { VIDEO_PLATFORM_ROLES, type VideoPlatformRole } from './videoPlatformRoles'

/** Lowest first: the index is the role's rank (a missing or unknown role ranks as none). */
const ROLE_ORDER = ['none', 'VideoPlatformViewer', 'VideoPlatformCreator', 'VideoPlatformManager'] as const

/**
 * The one place that decides what a video-hub role may do. Roles are ordered
 * (none < viewer < creator < manager); each role lists the capabilities it gains over the one below.
 * The role is per tenant (on the user's membership row); super admins have every capability everywhere.
 * Creators edit only the content they created or are assigned to and the tasks assigned to them
 * (`ownedOrAssigned`); the status transitions they may make are in src/modules/videoHub/lib/contentStateMachine.ts.
 */
export const VIDEO_HUB_CAPABILITIES = gainedCapabilities(ROLE_ORDER, {
  VideoPlatformViewer: ['hub.read'],
  VideoPlatformCreator: ['content.create', 'content.editOwn', 'tasks.editAssigned'],
  VideoPlatformManager: [
    'content.editAll',
    'content.approve',
    'content.delete',
    'tasks.manage',
    'channels.manage',
    'planning.manage',
    'templates.manage',
  ],
})

export type VideoHubCapability = keyof typeof VIDEO_HUB_CAPABILITIES
export type HubRole = VideoPlatformRole | 'none'

type HubUser = Pick<User, 'isSuperAdmin' | 'tenants'> | null | undefined

const matrix = roleMatrix<HubRole, VideoHubCapability>(
  ROLE_ORDER,
  VIDEO_HUB_CAPABILITIES,
  (row) => row.videoPlatformRole,
)

/** The user's hub role in a tenant: `VideoPlatformManager` for super admins, `none` without a membership or role. */
export function hubRoleIn(user: HubUser, tenant: unknown): HubRole {
  if (!user) return 'none'
  if (isSuperAdmin(user)) return 'VideoPlatformManager'
  const role = membershipIn(user, tenant)?.videoPlatformRole
  return role && (VIDEO_PLATFORM_ROLES as readonly string[]).includes(role) ? role : 'none'
}

/** Whether a hub role (of one membership) has the capability. */
export const hubRoleHas = matrix.roleHas
export const hubCan = matrix.can
export const hubTenantsWith = matrix.tenantsWith
export const hubCapabilitiesOfRole = matrix.capabilitiesOf

const tenantOf = (data: unknown): unknown =>
  data && typeof data === 'object' ? (data as { tenant?: unknown }).tenant : undefined

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
    const ownOnly = (hubTenantsWith(req.user, own) as (number | string)[]).filter(
      (tenant) => !everything.some((other) => String(other) === String(tenant)),
    )
    const or: Where[] = []
    if (everything.length > 0) or.push({ tenant: { in: everything } })
    if (ownOnly.length > 0)
      or.push({
        and: [{ tenant: { in: ownOnly } }, { or: ownerFields.map((field) => ({ [field]: { equals: req.user!.id } })) }],
      })
    return or.length === 0 ? false : { or }
  }
