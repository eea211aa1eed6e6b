/**
 * The video hub module's entry point: what code outside the module (the users' membership roles,
 * seeds, the endpoint builder's capability check) may use of it. Its collections, tasks and admin views are registered by ./plugin.ts.
 */
export { hubTenantsWith, type VideoHubCapability } from './access/videoHub'
export { VIDEO_PLATFORM_ROLE_LABELS, VIDEO_PLATFORM_ROLES } from './access/videoPlatformRoles'
export type { ContentStatus } from './lib/contentStateMachine'
export { monthOf } from './lib/progress'
