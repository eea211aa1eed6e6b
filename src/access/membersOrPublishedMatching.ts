import type { Access, Where } from 'payload'

/**
 * Like tenantMembersOrPublished, with an extra condition for anonymous visitors (e.g. "application
 * deadline not passed", "service active"). `publicWhere` is called per request, so it may use the clock.
 */
export const membersOrPublishedMatching =
  (publicWhere: () => Where): Access =>
  ({ req }) =>
    req.user ? true : { and: [{ _status: { equals: 'published' } }, publicWhere()] }
