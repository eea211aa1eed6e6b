import type { User } from '@/payload-types'
import { isSuperAdmin } from './isSuperAdmin'
import { tenantIdsWithRole } from './tenantRoles'

/** Super admins and the admins of at least one tenant: the people the platform's administration screens are for. */
export const administersAnyTenant = (user: Pick<User, 'isSuperAdmin' | 'tenants'> | null | undefined): boolean =>
  isSuperAdmin(user) || tenantIdsWithRole(user, ['admin']).length > 0
