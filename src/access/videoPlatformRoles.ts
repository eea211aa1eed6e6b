/** Roles of the video-operations hub (channels, pipeline, series, batches, tasks, goals). */
export const VIDEO_PLATFORM_ROLES = ['VideoPlatformManager', 'VideoPlatformCreator', 'VideoPlatformViewer'] as const
export type VideoPlatformRole = (typeof VIDEO_PLATFORM_ROLES)[number]
