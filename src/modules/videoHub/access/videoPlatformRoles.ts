/** Roles of the video-operations hub (channels, pipeline, series, batches, tasks, goals), held per tenant on the membership row. */
export const VIDEO_PLATFORM_ROLES = ['VideoPlatformManager', 'VideoPlatformCreator', 'VideoPlatformViewer'] as const
export type VideoPlatformRole = (typeof VIDEO_PLATFORM_ROLES)[number]

export const VIDEO_PLATFORM_ROLE_LABELS: Record<VideoPlatformRole, { de: string; en: string }> = {
  VideoPlatformManager: { de: 'Video-Hub-Manager', en: 'Video hub manager' },
  VideoPlatformCreator: { de: 'Video-Hub-Ersteller', en: 'Video hub creator' },
  VideoPlatformViewer: { de: 'Video-Hub-Betrachter', en: 'Video hub viewer' },
}
