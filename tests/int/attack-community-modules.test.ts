import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ALL_TENANT_MODULES } from '@/access/tenantModules'
import { COMMUNITY_QUEUE } from '@/modules/community/jobs/queue'
import { TOKEN_REFRESH_TASK } from '@/modules/community/lib/tokens/refresh'
import {
  connectYouTubeAccount,
  createAccount,
  createCommunityAccount,
  createInteraction,
  interactionsOf,
} from '../helpers/fixtures/community'
import { startFakeYouTube, type FakeYouTube } from '../helpers/fixtures/fakeYouTube'
import { api } from '../helpers/fixtures/platform'
import { ROOT_USER, useCms } from '../helpers/useCms'

const DAY_MS = 24 * 60 * 60 * 1000

/** The status of a GET, without waiting for the end of a stream (the SSE endpoint answers 200 and keeps sending). */
async function statusOf(url: string, token: string) {
  const response = await fetch(url, {
    headers: { authorization: `JWT ${token}` },
    redirect: 'manual',
    signal: AbortSignal.timeout(10_000),
  })
  const body = response.headers.get('content-type')?.includes('application/json')
    ? ((await response.json()) as { errors?: { message: string }[] })
    : (await response.body?.cancel(), null)
  return { status: response.status, message: body?.errors?.[0]?.message }
}

describe('attack (issue 28, finding 11): the community module switched off, reached through its endpoints', () => {
  const cms = useCms({
    tenants: { off: { modules: ALL_TENANT_MODULES.filter((module) => module !== 'community') }, on: {} },
    users: {
      offManager: { email: 'manager@off.test', roles: { off: ['viewer'] }, communityRoles: { off: 'manager' } },
      bothManager: {
        email: 'manager@both.test',
        roles: { off: ['viewer'], on: ['viewer'] },
        communityRoles: { off: 'manager', on: 'manager' },
      },
      root: ROOT_USER,
    },
  })
  let youtube: FakeYouTube

  beforeAll(async () => {
    // Both tenants have a channel on the loopback YouTube: a sync that reaches the switched-off tenant stores its comments.
    youtube = await startFakeYouTube()
    process.env.YOUTUBE_API_BASE_URL = youtube.url
    await connectYouTubeAccount(cms.payload, cms.tenants.off, 'yt-off', youtube)
    await connectYouTubeAccount(cms.payload, cms.tenants.on, 'yt-on', youtube)
    const offAccount = (await createCommunityAccount(cms.payload, cms.tenants.off, 'UC-off')).id
    const onAccount = (await createCommunityAccount(cms.payload, cms.tenants.on, 'UC-on')).id
    await createInteraction(cms.payload, cms.tenants.off, offAccount, {
      channelId: 'UC-off',
      text: 'Kommentar im abgeschalteten Modul',
    })
    await createInteraction(cms.payload, cms.tenants.on, onAccount, { channelId: 'UC-on', text: 'Kommentar im Modul' })
  })
  afterAll(async () => {
    await youtube?.close()
    delete process.env.YOUTUBE_API_BASE_URL
  })

  /** What any run must leave alone in the switched-off tenant: its accounts' sync and token state, its comments. */
  const offTenantState = async () => {
    const { docs } = await cms.payload.find({
      collection: 'social-accounts',
      where: { tenant: { equals: cms.tenants.off } },
      sort: 'id',
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    const accounts = docs.map((account) => ({
      id: account.id,
      status: account.status,
      lastSyncAt: account.lastSyncAt ?? null,
      lastError: account.lastError ?? null,
      tokenExpiresAt: account.tokenExpiresAt ?? null,
    }))
    return { accounts, comments: (await interactionsOf(cms.payload, cms.tenants.off)).length }
  }

  it.each([
    ['stream', 'GET', '/api/community/stream'],
    ['CSV export', 'GET', '/api/community/export?format=csv'],
    ['inbox', 'GET', '/api/community/inbox'],
    ['OAuth start', 'GET', '/api/community/oauth/youtube/start?tenant=TENANT'],
    ['sync', 'POST', '/api/community/sync-comments'],
    ['token refresh', 'POST', '/api/cron/token-refresh'],
  ])('%s: 403 naming the module for a manager whose only tenant has it switched off', async (_name, method, path) => {
    const url = `${cms.url}${path.replace('TENANT', String(cms.tenants.off))}`
    const result =
      method === 'GET'
        ? await statusOf(url, cms.tokens.offManager)
        : await api(cms.url, path, { token: cms.tokens.offManager, body: {} }).then((response) => ({
            status: response.status,
            message: response.json?.errors?.[0]?.message,
          }))
    expect(result.status).toBe(403)
    expect(result.message).toContain('Das Modul „Community“ ist für Ihre Mandanten nicht freigeschaltet')
  })

  it('a manager of both tenants gets only the tenant with the module: export rows, sync, OAuth start', async () => {
    const csv = await api(cms.url, '/api/community/export?format=csv', { token: cms.tokens.bothManager })
    expect(csv.status).toBe(200)
    expect(csv.text).toContain('Kommentar im Modul')
    expect(csv.text).not.toContain('abgeschalteten')
    const sync = await api(cms.url, '/api/community/sync-comments', { token: cms.tokens.bothManager, body: {} })
    expect(sync.status, sync.text).toBe(200)
    const offAccounts = await cms.payload.find({
      collection: 'social-accounts',
      where: { tenant: { equals: cms.tenants.off } },
      depth: 0,
    })
    const synced = (sync.json.accounts as { accountId?: number; account?: number; id?: number }[]).map(
      (entry) => entry.accountId ?? entry.account ?? entry.id,
    )
    expect(synced).not.toContain(offAccounts.docs[0]!.id)
    const single = await api(cms.url, '/api/community/sync-comments', {
      token: cms.tokens.bothManager,
      body: { accountId: offAccounts.docs[0]!.id },
    })
    // The account lies outside what the collection shows them (the module is off there): not found.
    expect(single.status).toBe(404)
    expect(
      (await statusOf(`${cms.url}/api/community/oauth/youtube/start?tenant=${cms.tenants.off}`, cms.tokens.bothManager))
        .status,
    ).toBe(403)
  })

  it('a super admin’s sync of all tenants leaves out the tenant with the module off; naming its account answers 403', async () => {
    youtube.addThreads(2)
    const before = await offTenantState()
    const onComments = (await interactionsOf(cms.payload, cms.tenants.on)).length
    const sync = await api(cms.url, '/api/community/sync-comments', { token: cms.tokens.root, body: {} })
    expect(sync.status, sync.text).toBe(200)
    const tenants = (sync.json.accounts as { tenant: number }[]).map((result) => result.tenant)
    expect(tenants).toContain(cms.tenants.on)
    expect(tenants).not.toContain(cms.tenants.off)
    expect(await offTenantState()).toEqual(before)
    expect((await interactionsOf(cms.payload, cms.tenants.on)).length).toBe(onComments + 2)

    const single = await api(cms.url, '/api/community/sync-comments', {
      token: cms.tokens.root,
      body: { accountId: before.accounts[0]!.id },
    })
    expect(single.status, single.text).toBe(403)
    expect(single.json.errors[0].message).toContain('Das Modul „Community“ ist für Ihre Mandanten nicht freigeschaltet')
    expect(await offTenantState()).toEqual(before)
  })

  it('the scheduled jobs (comment sync, reports, token refresh) leave out the tenant with the module off', async () => {
    youtube.addThreads(2)
    const expiring = new Date(Date.now() + DAY_MS).toISOString()
    const facebook = {
      off: (
        await createAccount(cms.payload, cms.tenants.off, 'facebook', {
          name: 'fb-off',
          accessToken: 'EAA-off',
          tokenExpiresAt: expiring,
        })
      ).id,
      on: (
        await createAccount(cms.payload, cms.tenants.on, 'facebook', {
          name: 'fb-on',
          accessToken: 'EAA-on',
          tokenExpiresAt: expiring,
        })
      ).id,
    }
    const schedule = async (tenant: number) => {
      const created = await cms.payload.create({
        collection: 'report-schedules',
        data: {
          tenant,
          name: 'Tagesbericht',
          reportType: 'overview',
          format: 'csv',
          locale: 'de',
          frequency: 'daily',
          hour: 8,
          timeZone: 'Europe/Berlin',
          recipients: [{ email: 'chef@example.test' }],
        },
      })
      // Due now (the hook put the next run after "now").
      return cms.payload.update({
        collection: 'report-schedules',
        id: created.id,
        data: { nextRunAt: new Date(Date.now() - 60_000).toISOString() },
        depth: 0,
      })
    }
    const schedules = { off: await schedule(cms.tenants.off), on: await schedule(cms.tenants.on) }
    const before = await offTenantState()
    const onComments = (await interactionsOf(cms.payload, cms.tenants.on)).length

    const queued = []
    for (const task of ['community-comment-sync', 'community-send-reports', TOKEN_REFRESH_TASK] as const)
      queued.push(await cms.payload.jobs.queue({ task, queue: COMMUNITY_QUEUE, input: {} }))
    await cms.payload.jobs.run({ queue: COMMUNITY_QUEUE, limit: 10 })
    const done = await cms.payload.find({
      collection: 'payload-jobs',
      where: { id: { in: queued.map((job) => job.id) } },
      overrideAccess: true,
    })
    expect(done.docs.map((job) => Boolean(job.completedAt && !job.hasError))).toEqual([true, true, true])

    // The tenant with the module: synced, its report attempted, its expiring token handled.
    expect((await interactionsOf(cms.payload, cms.tenants.on)).length).toBe(onComments + 2)
    const onSchedule = await cms.payload.findByID({
      collection: 'report-schedules',
      id: schedules.on.id,
      depth: 0,
      overrideAccess: true,
    })
    expect(onSchedule.lastRunAt ?? onSchedule.lastError).toBeTruthy()
    expect(
      (await cms.payload.findByID({ collection: 'social-accounts', id: facebook.on, depth: 0, overrideAccess: true }))
        .status,
    ).not.toBe('connected')

    // The tenant without: nothing synced, no report, no token touched, no manager told.
    expect(await offTenantState()).toEqual(before)
    const offSchedule = await cms.payload.findByID({
      collection: 'report-schedules',
      id: schedules.off.id,
      depth: 0,
      overrideAccess: true,
    })
    expect(offSchedule).toMatchObject({
      lastRunAt: null,
      lastError: null,
      failureCount: 0,
      nextRunAt: schedules.off.nextRunAt,
    })
    const notices = await cms.payload.count({
      collection: 'vp-notifications',
      where: { relatedAccount: { equals: facebook.off } },
      overrideAccess: true,
    })
    expect(notices.totalDocs).toBe(0)
  })
})
