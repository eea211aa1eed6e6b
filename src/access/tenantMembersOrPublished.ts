import type { Access } from 'payload'

/**
 * Reads of public content. Logged-in users see drafts too; the multi-tenant plugin ANDs
 * "tenant in the user's tenants" onto this for everyone who is not a super admin.
 * Anonymous visitors (the public sites) see published documents only.
 */
export const tenantMembersOrPublished: Access = ({ req }) => (req.user ? true : { _status: { equals: 'published' } })
