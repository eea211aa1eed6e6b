import type { TaskConfig } from 'payload'
import { AUTOMATIC_REFRESH_OPTIONS, refreshTokens, TOKEN_REFRESH_TASK } from '@/modules/community/lib/tokens/refresh'
import { COMMUNITY_QUEUE, scheduledRunKey } from './queue'

/**
 * Daily at 03:00 (server time): refreshes every token that expires within 7 days, also already
 * expired YouTube access tokens (their refresh token still works). No retries: a failed account is
 * recorded and told to the managers, the next day's run tries again.
 */
export const communityTokenRefreshTask: TaskConfig<typeof TOKEN_REFRESH_TASK> = {
  slug: TOKEN_REFRESH_TASK,
  label: 'Community: token refresh',
  schedule: [{ cron: '0 3 * * *', queue: COMMUNITY_QUEUE }],
  retries: 0,
  outputSchema: [
    { name: 'claimed', type: 'checkbox', required: true },
    { name: 'refreshed', type: 'number' },
    { name: 'failed', type: 'number' },
  ],
  handler: async ({ job, req }) => {
    const run = await refreshTokens(req.payload, AUTOMATIC_REFRESH_OPTIONS, scheduledRunKey(TOKEN_REFRESH_TASK, job))
    if (!run) return { output: { claimed: false } }
    const count = (outcome: string) => run.results.filter((result) => result.outcome === outcome).length
    return { output: { claimed: true, refreshed: count('refreshed'), failed: count('failed') } }
  },
}
