import type { Plugin } from 'payload'
import { communityCollections } from './collections'
import { communityEndpoints } from './endpoints'
import { sendReportsEndpoints } from './endpoints/sendReportsCron'
import { communityCommentSyncTask, communitySendReportsTask } from './jobs/communityTasks'
import { communityTokenRefreshTask } from './jobs/communityTokenRefresh'

/**
 * The community module (docs/community.md) as a local Payload plugin: it appends its collections,
 * root endpoints, background tasks, its inbox view (`/admin/community`) and nav link to the config. Applied before the plugins that scope
 * collections (multi-tenant, tenant modules), so they see the module's collections.
 */
export const communityModule = (): Plugin => (config) => ({
  ...config,
  admin: {
    ...config.admin,
    components: {
      ...config.admin?.components,
      afterNavLinks: [
        ...(config.admin?.components?.afterNavLinks ?? []),
        '@/modules/community/admin/inbox/CommunityNavLink#CommunityNavLink',
      ],
      views: {
        ...config.admin?.components?.views,
        communityInbox: {
          Component: '@/modules/community/admin/inbox/CommunityInboxView#CommunityInboxView',
          path: '/community',
        },
      },
    },
  },
  collections: [...(config.collections ?? []), ...communityCollections],
  endpoints: [...(config.endpoints ?? []), ...communityEndpoints, ...sendReportsEndpoints],
  jobs: {
    ...config.jobs,
    tasks: [
      ...(config.jobs?.tasks ?? []),
      communityCommentSyncTask,
      communitySendReportsTask,
      communityTokenRefreshTask,
    ],
  },
})
