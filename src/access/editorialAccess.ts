import type { Access, CollectionConfig } from 'payload'
import { tenantEditorsOrSuperAdmin } from './tenantEditorsOrSuperAdmin'

/** Tenant content: tenant editors (or super admins) write, `read` decides what the public sees. */
export const editorialAccess = (read: Access): NonNullable<CollectionConfig['access']> => ({
  create: tenantEditorsOrSuperAdmin,
  delete: tenantEditorsOrSuperAdmin,
  read,
  update: tenantEditorsOrSuperAdmin,
})
