import type { CollectionConfig } from 'payload'
import { VpBatches } from '../videoHub/Batches'
import { VideoPlatformChannels } from '../videoHub/Channels'
import { VpChecklistTemplates } from '../videoHub/ChecklistTemplates'
import { VideoPlatformContent } from '../videoHub/Content'
import { VpMonthlyGoals } from '../videoHub/Goals'
import { VpScriptTemplates } from '../videoHub/ScriptTemplates'
import { VpSeries } from '../videoHub/Series'
import { VpTasks } from '../videoHub/Tasks'

/** The video operations hub (issue 17): channels, content pipeline, series, batches, tasks, goals, templates. */
export const videoHubCollections: CollectionConfig[] = [
  VideoPlatformChannels,
  VideoPlatformContent,
  VpSeries,
  VpBatches,
  VpTasks,
  VpMonthlyGoals,
  VpScriptTemplates,
  VpChecklistTemplates,
]
