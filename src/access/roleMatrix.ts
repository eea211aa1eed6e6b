import type { User } from '@/payload-types'
import { isSuperAdmin } from './isSuperAdmin'
import { membershipIn, tenantIdsWhere, type Membership } from './tenantRoles'

type MatrixUser = Pick<User, 'isSuperAdmin' | 'tenants'> | null | undefined

/**
 * Capability → lowest role that has it, from what each of the `ranked` roles gains over the one
 * below (the capabilities keep that order, lowest role first).
 */
export function gainedCapabilities<Role extends string, const Gains extends Partial<Record<Role, readonly string[]>>>(
  ranked: readonly Role[],
  gains: Gains,
) {
  type Capability = NonNullable<Gains[keyof Gains]>[number]
  const entries = ranked.flatMap((role) => (gains[role] ?? []).map((capability) => [capability, role] as const))
  return Object.fromEntries(entries) as Record<Capability, Role>
}

/**
 * A per-tenant capability matrix: `ranked` lists the roles lowest first (a missing or unknown role
 * ranks as the first), `capabilities` names the lowest role that has each capability and `roleOf`
 * reads the role from a membership row. Super admins have every capability everywhere.
 */
export function roleMatrix<Role extends string, Capability extends string>(
  ranked: readonly Role[],
  capabilities: Record<Capability, Role>,
  roleOf: (row: Membership) => string | null | undefined,
) {
  const rank = (role: string | null | undefined): number => Math.max(0, ranked.indexOf(role as Role))
  /** Whether a role (of one membership) has the capability. */
  const roleHas = (role: string | null | undefined, capability: Capability): boolean =>
    rank(role) >= rank(capabilities[capability])
  const rowHas = (capability: Capability) => (row: Membership) => roleHas(roleOf(row), capability)
  return {
    roleHas,
    rowHas,
    /** Whether the user has the capability in the tenant. */
    can(user: MatrixUser, capability: Capability, tenant: unknown): boolean {
      if (!user) return false
      if (isSuperAdmin(user)) return true
      const row = membershipIn(user, tenant)
      return roleHas(row ? roleOf(row) : undefined, capability)
    },
    /** The tenants where the user has the capability; `all` for super admins. */
    tenantsWith(user: MatrixUser, capability: Capability): 'all' | (number | string)[] {
      if (isSuperAdmin(user)) return 'all'
      return tenantIdsWhere(user, rowHas(capability))
    },
    /** Capabilities of a role, e.g. for the admin UI. */
    capabilitiesOf: (role: Role): Capability[] =>
      (Object.keys(capabilities) as Capability[]).filter((capability) => roleHas(role, capability)),
  }
}
