import { ValidationError, type Payload } from 'payload'
import type { CommunityTaskRun } from '@/payload-types'

/**
 * Claims a run of a background task: inserts its row with a unique key. PostgreSQL's unique index
 * decides between instances, so exactly one of any number of concurrent claims of the same key
 * wins; the others get null and must not do the work.
 */
export async function claimRun(
  payload: Payload,
  key: string,
  task: string,
  now = new Date(),
): Promise<CommunityTaskRun | null> {
  try {
    return await payload.create({
      collection: 'community-task-runs',
      data: { key, task, startedAt: now.toISOString() },
      overrideAccess: true,
    })
  } catch (error) {
    if (error instanceof ValidationError && error.data.errors.some((issue) => issue.path === 'key')) return null
    throw error
  }
}

export async function finishRun(
  payload: Payload,
  id: CommunityTaskRun['id'],
  outcome: { failed: number; summary: Record<string, unknown> },
  now = new Date(),
) {
  await payload.update({
    collection: 'community-task-runs',
    id,
    data: { finishedAt: now.toISOString(), failed: outcome.failed, summary: outcome.summary },
    overrideAccess: true,
  })
}

/** The most recently finished run of a task, if any. */
export async function lastFinishedRun(payload: Payload, task: string): Promise<CommunityTaskRun | undefined> {
  const { docs } = await payload.find({
    collection: 'community-task-runs',
    where: { task: { equals: task }, finishedAt: { exists: true } },
    sort: '-finishedAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0]
}
