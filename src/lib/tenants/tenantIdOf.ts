type TenantId = number | string

/** The id of a relationship value, populated (`{ id, … }`) or not (the id itself); named for tenants, its first use. */
export const tenantIdOf = (tenant: unknown): TenantId | undefined =>
  typeof tenant === 'object' && tenant !== null ? (tenant as { id?: TenantId }).id : (tenant as TenantId | undefined)
