import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import { createInterface } from 'node:readline'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COMMUNITY_QUEUE } from '@/modules/community/jobs/queue'
import { TOKEN_REFRESH_TASK } from '@/modules/community/lib/tokens/refresh'
import { createAccount } from '../helpers/fixtures/community'
import { startFakeOAuth, type FakeOAuth } from '../helpers/fixtures/fakeOAuth'
import { getTestPayload } from '../helpers/payload'
import { createTenant } from '../helpers/fixtures/platform'
import { createHubUser } from '../helpers/fixtures/videoHub'

const DAY = 24 * 60 * 60 * 1000

let payload: Payload
let fake: FakeOAuth
let other: ChildProcessWithoutNullStreams
let otherLines: AsyncIterator<string>
let tenant = 0
let manager = 0

/** The next line the other instance prints (its log lines are skipped). */
async function nextLine(prefix: string): Promise<string> {
  for (;;) {
    const { value, done } = await otherLines.next()
    if (done) throw new Error('the second instance exited')
    if (value.startsWith(prefix)) return value
  }
}

beforeAll(async () => {
  fake = await startFakeOAuth()
  Object.assign(process.env, fake.env, { TOKEN_REFRESH_PAUSE_MS: '0' })
  payload = await getTestPayload()
  // The second instance: another process on the same database (DATABASE_URL of this file), same secrets.
  other = spawn('npx', ['tsx', 'tests/helpers/jobsInstance.ts'], { env: { ...process.env }, stdio: 'pipe' })
  other.stderr.resume()
  otherLines = createInterface({ input: other.stdout })[Symbol.asyncIterator]()
  tenant = (await createTenant(payload, 'jobs-alpha')).id
  // The token notices go to the tenant's video-hub managers.
  manager = (await createHubUser(payload, 'manager@jobs-alpha.test', [{ tenant, hub: 'VideoPlatformManager' }])).id
  await nextLine('ready')
}, 180_000)

afterAll(async () => {
  if (other && other.exitCode === null) {
    other.stdin.write('exit\n')
    await new Promise((resolve) => other.once('exit', resolve))
  }
  await fake?.close()
})

describe('Payload jobs: community-token-refresh', () => {
  it('is scheduled daily at 03:00 in the community queue, for the same slot on every instance', async () => {
    await payload.jobs.handleSchedules({ queue: COMMUNITY_QUEUE })
    const { docs } = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: TOKEN_REFRESH_TASK } },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    const next3am = new Date()
    next3am.setHours(3, 0, 0, 0)
    if (next3am.getTime() <= Date.now()) next3am.setDate(next3am.getDate() + 1)
    expect(docs[0]).toMatchObject({ queue: COMMUNITY_QUEUE, waitUntil: next3am.toISOString() })
    // A second tick (this or another instance) does not queue the slot again.
    await payload.jobs.handleSchedules({ queue: COMMUNITY_QUEUE })
    expect(
      (
        await payload.count({
          collection: 'payload-jobs',
          where: { taskSlug: { equals: TOKEN_REFRESH_TASK } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(1)
    await payload.delete({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: TOKEN_REFRESH_TASK } },
      overrideAccess: true,
    })
  })

  it('runs the task body once when two instances queued the same slot and run the queue at the same moment', async () => {
    const account = await createAccount(payload, tenant, 'youtube', {
      name: 'yt',
      accessToken: 'ya29-old',
      refreshToken: '1//jobs',
      tokenExpiresAt: new Date(Date.now() + DAY).toISOString(),
    })
    // Each instance's scheduler queued the slot that just passed (the race Payload's count-then-insert allows).
    const slot = new Date(Date.now() - 60_000)
    slot.setSeconds(0, 0)
    const jobs = await Promise.all(
      [1, 2].map(() =>
        payload.jobs.queue({ task: TOKEN_REFRESH_TASK, queue: COMMUNITY_QUEUE, input: {}, waitUntil: slot }),
      ),
    )
    const callsBefore = fake.calls.length

    other.stdin.write('run\n')
    const [, here] = await Promise.all([nextLine('{'), payload.jobs.run({ queue: COMMUNITY_QUEUE, limit: 10 })])
    expect(here).toBeDefined()

    // The provider was asked once, one run was recorded, the managers were told once.
    expect(fake.calls.slice(callsBefore).map((call) => call.params.grant_type)).toEqual(['refresh_token'])
    const runs = await payload.find({ collection: 'community-task-runs', overrideAccess: true })
    expect(runs.docs.map((run) => run.key)).toEqual([`${TOKEN_REFRESH_TASK}:${slot.toISOString()}`])
    expect(runs.docs[0]!.failed).toBe(0)
    const notices = await payload.find({
      collection: 'vp-notifications',
      where: { relatedAccount: { equals: account.id } },
      depth: 0,
      overrideAccess: true,
    })
    expect(notices.docs.map((doc) => [doc.type, doc.recipient])).toEqual([['token_refreshed', manager]])

    // Both jobs completed without error: one did the work, the other found the slot claimed.
    const done = await payload.find({
      collection: 'payload-jobs',
      where: { id: { in: jobs.map((job) => job.id) } },
      overrideAccess: true,
    })
    expect(done.docs.every((job) => job.completedAt && !job.hasError)).toBe(true)
    const claimed = done.docs.map(
      (job) =>
        (job.taskStatus as Record<string, Record<string, { output?: { claimed?: boolean } }>>)[TOKEN_REFRESH_TASK]?.[
          '1'
        ]?.output?.claimed,
    )
    expect(claimed.sort()).toEqual([false, true])
  })

  it('also runs a job picked up by both instances only once', async () => {
    const callsBefore = fake.calls.length
    await createAccount(payload, tenant, 'facebook', {
      name: 'fb',
      accessToken: 'EAA-jobs',
      tokenExpiresAt: new Date(Date.now() + DAY).toISOString(),
    })
    // One job, no slot (queued by hand): keyed by its id.
    await payload.jobs.queue({ task: TOKEN_REFRESH_TASK, queue: COMMUNITY_QUEUE, input: {} })
    for (let round = 0; round < 3; round++) {
      other.stdin.write('run\n')
      await Promise.all([nextLine('{'), payload.jobs.run({ queue: COMMUNITY_QUEUE, limit: 10 })])
    }
    const exchanges = fake.calls.slice(callsBefore).filter((call) => call.params.grant_type === 'fb_exchange_token')
    expect(exchanges).toHaveLength(1)
    expect((await payload.count({ collection: 'community-task-runs', overrideAccess: true })).totalDocs).toBe(2)
  })
})
