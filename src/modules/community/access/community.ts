import type { Access } from 'payload'
import { COMMUNITY_ROLES } from './communityRoles'
import { gainedCapabilities, roleMatrix } from '@/access/roleMatrix'
import { membershipAccess } from '@/access/tenantRoles'

/**
 * The one place that decides what a community role may do. Roles are ordered
 * (none < viewer < moderator < manager); each role lists the capabilities it gains over the one below.
 * The role is per tenant (on the user's membership row); super admins have every capability everywhere.
 */
export const COMMUNITY_CAPABILITIES = gainedCapabilities(COMMUNITY_ROLES, {
  viewer: ['dashboard.view', 'interactions.view', 'reports.view'],
  moderator: ['comments.moderate', 'comments.reply', 'templates.use'],
  manager: ['templates.manage', 'rules.manage', 'reports.manage', 'accounts.manage', 'settings.manage'],
})

export type CommunityCapability = keyof typeof COMMUNITY_CAPABILITIES

const matrix = roleMatrix(COMMUNITY_ROLES, COMMUNITY_CAPABILITIES, (row) => row.communityRole)

/** Whether a community role (of one membership) has the capability. */
export const roleHas = matrix.roleHas
export const can = matrix.can
export const tenantsWith = matrix.tenantsWith
export const capabilitiesOfRole = matrix.capabilitiesOf

/** Collection access from a capability: the tenants where the user has it (the multi-tenant plugin still adds its own constraint). */
export const communityAccess = (capability: CommunityCapability): Access => membershipAccess(matrix.rowHas(capability))
