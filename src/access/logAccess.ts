import { readByTenantField } from './tenantAccess'

/** Audit entries: tenant admins see their tenants' entries (super admins all). */
export const auditLogReaders = readByTenantField(['admin'], 'tenants')

/** E-mail logs: whoever may send for a tenant (admins, editors) sees its logs. */
export const emailLogReaders = readByTenantField(['admin', 'editor'])
