import type { CollectionConfig } from 'payload'
import { VpBatches } from './Batches'
import { VideoPlatformChannels } from './Channels'
import { VpChecklistTemplates } from './ChecklistTemplates'
import { VideoPlatformContent } from './Content'
import { VpMonthlyGoals } from './Goals'
import { VpScriptTemplates } from './ScriptTemplates'
import { VpSeries } from './Series'
import { VpTasks } from './Tasks'

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
