/** Community-module roles, held per tenant on the membership row; the capability matrix lives in src/modules/community/access/community.ts. */
export const COMMUNITY_ROLES = ['none', 'viewer', 'moderator', 'manager'] as const
export type CommunityRole = (typeof COMMUNITY_ROLES)[number]

export const COMMUNITY_ROLE_LABELS: Record<CommunityRole, { de: string; en: string }> = {
  none: { de: 'Keine', en: 'None' },
  viewer: { de: 'Betrachter', en: 'Viewer' },
  moderator: { de: 'Moderator', en: 'Moderator' },
  manager: { de: 'Manager', en: 'Manager' },
}
