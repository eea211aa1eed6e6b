import { notifyOverdueTasksAndGoalsAtRisk } from '@/modules/videoHub/lib/reminders'
import { claimedTask } from '@/modules/community'

/** Hourly: tasks past their due date and monthly goals at risk notify their people once. */
export const videoHubRemindersTask = claimedTask({
  slug: 'videohub-reminders',
  label: 'Video hub: overdue tasks and goals at risk',
  cron: '0 * * * *',
  run: (payload, now) => notifyOverdueTasksAndGoalsAtRisk(payload, now),
})
