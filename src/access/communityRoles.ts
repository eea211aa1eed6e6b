/** Community-module roles; the capability matrix lives in src/access/community.ts (community issue). */
export const COMMUNITY_ROLES = ['none', 'viewer', 'moderator', 'manager'] as const
export type CommunityRole = (typeof COMMUNITY_ROLES)[number]
