import type { CollectionConfig } from 'payload'
import { CommunityInteractions } from './CommunityInteractions'
import { CommunityTaskRuns } from './CommunityTaskRuns'
import { CommunityRules } from './CommunityRules'
import { CommunityTemplates } from './CommunityTemplates'
import { ReportSchedules } from './ReportSchedules'
import { SocialAccounts } from './SocialAccounts'
import { SocialPlatforms } from './SocialPlatforms'
import { VpNotifications } from './VpNotifications'

/** Community management (issue 16): platforms, accounts, synced interactions, templates, rules, report schedules, notifications, background task runs. */
export const communityCollections: CollectionConfig[] = [
  SocialPlatforms,
  SocialAccounts,
  CommunityInteractions,
  CommunityTemplates,
  CommunityRules,
  ReportSchedules,
  VpNotifications,
  CommunityTaskRuns,
]
