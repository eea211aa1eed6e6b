import type { Payload, TaskConfig, TaskType } from 'payload'
import { claimRun, finishRun } from '@/modules/community/lib/taskRuns'
import { COMMUNITY_QUEUE, scheduledRunKey } from './queue'

type ClaimedTaskOptions = {
  slug: TaskType
  label: string
  cron: string
  /** The task's work; its result is kept as the run's summary. Counts under `failed` mark the run as failed. */
  run: (payload: Payload, now: Date) => Promise<Record<string, unknown> & { failed?: number }>
}

/**
 * A scheduled task of the community queue whose run happens once however many instances queue or
 * pick it up: it claims its slot first (src/modules/community/jobs/queue.ts) and records the outcome on the claim.
 * No retries: the next slot runs again.
 */
export function claimedTask({ slug, label, cron, run }: ClaimedTaskOptions): TaskConfig {
  return {
    slug,
    label,
    schedule: [{ cron, queue: COMMUNITY_QUEUE }],
    retries: 0,
    outputSchema: [{ name: 'claimed', type: 'checkbox', required: true }],
    handler: async ({ job, req }) => {
      const now = new Date()
      const claim = await claimRun(req.payload, scheduledRunKey(slug, job), slug, now)
      if (!claim) return { output: { claimed: false } }
      const summary = await run(req.payload, now)
      await finishRun(req.payload, claim.id, { failed: summary.failed ?? 0, summary })
      return { output: { claimed: true } }
    },
  }
}
