import { sendDueReports } from '@/modules/community/lib/reports/sendDueReports'
import { runCommentSync } from '@/modules/community/lib/sync/runCommentSync'
import { claimedTask } from './claimedTask'

/** Every 15 minutes: new comments and replies of every connected YouTube channel (docs/community.md). */
export const communityCommentSyncTask = claimedTask({
  slug: 'community-comment-sync',
  label: 'Community: comment sync',
  cron: '*/15 * * * *',
  run: async (payload) => {
    const accounts = await runCommentSync(payload)
    return {
      accounts: accounts.length,
      created: accounts.reduce((sum, account) => sum + account.created, 0),
      failed: accounts.filter((account) => account.status === 'failed').length,
    }
  },
})

/** Hourly: every report schedule that is due in its own time zone (docs/community.md). */
export const communitySendReportsTask = claimedTask({
  slug: 'community-send-reports',
  label: 'Community: scheduled reports',
  cron: '0 * * * *',
  run: async (payload, now) => {
    const { sent, failed } = await sendDueReports(payload, now)
    return { sent: sent.length, failed: failed.length }
  },
})
