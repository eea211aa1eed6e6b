/**
 * The community module's entry point: what code outside the module (the users' membership roles,
 * the form submissions' priorities, the jobs queue, the video hub's task, the sync benchmark, the endpoint
 * builder's capability check) may use of it.
 * Its collections, endpoints and tasks are registered by ./plugin.ts.
 */
export { tenantsWith, type CommunityCapability } from './access/community'
export { COMMUNITY_ROLE_LABELS, COMMUNITY_ROLES } from './access/communityRoles'
export { claimedTask } from './jobs/claimedTask'
export { COMMUNITY_QUEUE } from './jobs/queue'
export { runCommentSync } from './lib/sync/runCommentSync'
export { PRIORITIES, PRIORITY_LABELS } from './lib/vocabulary'
