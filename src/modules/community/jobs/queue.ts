import type { Job } from 'payload'

/** The Payload jobs queue of the community module's background tasks. */
export const COMMUNITY_QUEUE = 'community'

/**
 * The claim key of one run of a task (src/modules/community/lib/taskRuns.ts). A scheduled job waits until
 * its cron slot, and every instance computes the same slot, so two jobs queued for the same slot
 * by two instances, or one job picked up by both (Payload's pick-up is a read, then an update),
 * share the key and only the first claim runs. A job queued by hand (no slot) is keyed by its id.
 */
export const scheduledRunKey = (task: string, job: Pick<Job, 'id' | 'waitUntil'>): string =>
  `${task}:${job.waitUntil ? new Date(job.waitUntil).toISOString() : `job-${job.id}`}`
