import type { CollectionConfig } from 'payload'
import { CommunityInteractions } from '../community/CommunityInteractions'
import { CommunityTaskRuns } from '../community/CommunityTaskRuns'
import { CommunityRules } from '../community/CommunityRules'
import { CommunityTemplates } from '../community/CommunityTemplates'
import { ReportSchedules } from '../community/ReportSchedules'
import { SocialAccounts } from '../community/SocialAccounts'
import { SocialPlatforms } from '../community/SocialPlatforms'
import { VpNotifications } from '../community/VpNotifications'

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
