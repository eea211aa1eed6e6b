import type { JobsConfig } from 'payload'
import { isSuperAdmin } from '@/access/isSuperAdmin'
import { COMMUNITY_QUEUE } from '@/modules/community'

/**
 * Payload's jobs queue (collection `payload-jobs`; the `jobs` collection is the job offers).
 * Every app instance runs the same cron each minute: it queues the tasks whose schedule is due
 * (`handleSchedules`) and runs due jobs of the `community` queue. Instances do not coordinate
 * through Payload (its scheduling and pick-up are not atomic across processes); each task claims
 * its run instead (src/modules/community/jobs/queue.ts, `scheduledRunKey`), so a run's work happens once.
 * The modules add their tasks (each module's plugin.ts); task slugs start with `community-` or `videohub-`.
 * See docs/community.md for adding a task.
 */
export const jobs: JobsConfig = {
  autoRun: [{ cron: '* * * * *', queue: COMMUNITY_QUEUE, limit: 10 }],
  // The REST endpoints /api/payload-jobs/run and /handle-schedules, and queueing/cancelling by API: super admins only.
  access: {
    run: ({ req }) => isSuperAdmin(req.user),
    queue: ({ req }) => isSuperAdmin(req.user),
    cancel: ({ req }) => isSuperAdmin(req.user),
  },
  deleteJobOnComplete: false,
}
