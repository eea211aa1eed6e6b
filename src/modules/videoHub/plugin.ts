import type { Plugin } from 'payload'
import { videoHubCollections } from './collections'
import { videoHubRemindersTask } from './jobs/videoHubReminders'

/**
 * The video hub module (docs/video-hub.md) as a local Payload plugin: it appends its collections
 * (their endpoints come with them), its reminders task, its nav link and its `/video-hub` admin view.
 * Applied before the plugins that scope collections (multi-tenant, tenant modules).
 */
export const videoHubModule = (): Plugin => (config) => {
  const components = config.admin?.components
  return {
    ...config,
    admin: {
      ...config.admin,
      components: {
        ...components,
        afterNavLinks: [
          ...(components?.afterNavLinks ?? []),
          '@/modules/videoHub/admin/VideoHubNavLink#VideoHubNavLink',
        ],
        views: {
          ...components?.views,
          videoHub: { Component: '@/modules/videoHub/admin/VideoHubView#VideoHubView', path: '/video-hub' },
        },
      },
    },
    collections: [...(config.collections ?? []), ...videoHubCollections],
    jobs: { ...config.jobs, tasks: [...(config.jobs?.tasks ?? []), videoHubRemindersTask] },
  }
}
