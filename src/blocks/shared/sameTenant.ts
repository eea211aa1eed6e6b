import type { FilterOptions, RelationshipField, UploadField } from 'payload'

const idOf = (value: unknown): number | string | null =>
  typeof value === 'object' && value !== null
    ? ((value as { id?: number | string }).id ?? null)
    : ((value as number | string | null | undefined) ?? null)

/**
 * A block may only point at documents of its own document's tenant: the admin's picker lists only
 * those, and Payload re-runs this filter when it validates a save through any API. A document
 * without a tenant cannot reference anything (fails closed).
 */
export const sameTenant: FilterOptions = ({ data }) => {
  const tenant = idOf((data as { tenant?: unknown } | undefined)?.tenant)
  return tenant === null ? false : { tenant: { equals: tenant } }
}

type UploadOptions = Pick<UploadField, 'name' | 'label' | 'required' | 'admin'>

/** An image from the tenant's media library. */
export const tenantMedia = (options: UploadOptions): UploadField =>
  ({ ...options, type: 'upload', relationTo: 'media', filterOptions: sameTenant }) as UploadField

type RelationOptions = Omit<RelationshipField, 'type' | 'filterOptions'>

/** A relationship limited to the same tenant's documents. */
export const tenantRelation = (options: RelationOptions): RelationshipField =>
  ({ ...options, type: 'relationship', filterOptions: sameTenant }) as RelationshipField
