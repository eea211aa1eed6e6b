import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLlmSentimentProvider } from '@/modules/community/lib/sentiment/llm'
import { runCommentSync } from '@/modules/community/lib/sync/runCommentSync'
import { getTestPayload } from '../helpers/payload'
import { type CmsStack, signIn, startCmsApi } from '../helpers/cmsServer'
import { api } from '../helpers/fixtures/platform'
import { createCommunityMember, createYouTubeTenant, FAST_RETRY, interactionsOf } from '../helpers/fixtures/community'
import { startFakeLlm, type FakeLlm } from '../helpers/fixtures/fakeLlm'
import { startFakeYouTube, type FakeYouTube } from '../helpers/fixtures/fakeYouTube'

describe('community comment sync from YouTube', () => {
  let payload: Payload
  let youtube: FakeYouTube
  let otherYouTube: FakeYouTube
  let llm: FakeLlm
  let server: CmsStack['server']
  let alpha: Awaited<ReturnType<typeof createYouTubeTenant>>
  let beta: Awaited<ReturnType<typeof createYouTubeTenant>>
  const tokens: Record<string, string> = {}
  const llmProvider = (timeoutMs = 5000) =>
    createLlmSentimentProvider({ baseUrl: llm.url, apiKey: llm.apiKey, model: 'fake', timeoutMs, retries: 0 })
  const threadCalls = () => youtube.requests.filter((request) => request.path === '/commentThreads').length

  beforeAll(async () => {
    payload = await getTestPayload()
    youtube = await startFakeYouTube()
    otherYouTube = await startFakeYouTube({ channelId: 'UC-beta', accessToken: 'beta-token' })
    llm = await startFakeLlm()
    process.env.YOUTUBE_API_BASE_URL = youtube.url
    server = await startCmsApi()
    alpha = await createYouTubeTenant(payload, 'alpha', youtube)
    beta = await createYouTubeTenant(payload, 'beta', otherYouTube)
    await createCommunityMember(payload, 'manager@alpha.test', alpha.tenant, 'manager')
    await createCommunityMember(payload, 'moderator@alpha.test', alpha.tenant, 'moderator')
    await createCommunityMember(payload, 'manager@beta.test', beta.tenant, 'manager')
    for (const email of ['manager@alpha.test', 'moderator@alpha.test', 'manager@beta.test'])
      tokens[email] = await signIn(server, email)
  })
  afterAll(async () => {
    await Promise.all([server?.close(), youtube?.close(), otherYouTube?.close(), llm?.close()])
    delete process.env.YOUTUBE_API_BASE_URL
  })

  it('stores every thread and reply of several pages once, replies linked to their comment, with the LLM’s sentiment', async () => {
    youtube.addThreads(230, {
      replies: 2,
      ageMs: 3_600_000,
      text: (i) => (i % 2 ? 'I love this video' : 'I hate the sound'),
    })
    youtube.addThreads(3, { replies: 8, ageMs: 3_600_000 }) // more replies than commentThreads includes: read through comments.list
    const [result] = await runCommentSync(payload, {
      tenant: alpha.tenant,
      sentiment: llmProvider(),
      retry: FAST_RETRY,
    })
    const expected = 230 * 3 + 3 * 9
    expect(result).toMatchObject({
      account: alpha.account,
      status: 'ok',
      fetched: expected,
      created: expected,
      skipped: 0,
      sentimentFallbacks: 0,
    })
    expect(threadCalls()).toBe(3) // 233 threads, 100 per page
    expect(youtube.requests.filter((request) => request.path === '/comments' && request.method === 'GET')).toHaveLength(
      3,
    )

    const stored = await interactionsOf(payload, alpha.tenant)
    expect(stored).toHaveLength(expected)
    const byExternal = new Map(stored.map((doc) => [doc.externalId, doc]))
    const bigThread = youtube.threads[0]!
    const lastReply = byExternal.get(bigThread.replies[7]!.id)!
    expect(lastReply).toMatchObject({
      parent: byExternal.get(bigThread.id)!.id,
      threadId: bigThread.id,
      videoTitle: 'Video vid-1',
      status: 'new',
    })
    const loved = stored.find((doc) => doc.text === 'I love this video')!
    expect(loved.sentiment).toMatchObject({
      label: 'positive',
      analyser: 'llm',
      topics: ['fake-model'],
      confidence: 0.95,
    })
    expect(stored.find((doc) => doc.text === 'I hate the sound')!.sentiment).toMatchObject({
      label: 'negative',
      analyser: 'llm',
    })
    expect(Math.max(...llm.state.calls.map((call) => call.comments))).toBeGreaterThan(1) // batched
    const account = await payload.findByID({ collection: 'social-accounts', id: alpha.account, overrideAccess: true })
    expect(account.lastSyncAt).toBeTruthy()
    expect(account.lastError).toBeFalsy()
  })

  it('a repeat sync adds nothing and reads only the first page; new threads are added incrementally', async () => {
    const before = threadCalls()
    const [again] = await runCommentSync(payload, { tenant: alpha.tenant, sentiment: llmProvider(), retry: FAST_RETRY })
    expect(again).toMatchObject({ status: 'ok', created: 0 })
    expect(threadCalls() - before).toBe(1)
    youtube.addThreads(2, { replies: 1 })
    const [incremental] = await runCommentSync(payload, {
      tenant: alpha.tenant,
      sentiment: llmProvider(),
      retry: FAST_RETRY,
    })
    expect(incremental).toMatchObject({ status: 'ok', created: 4 })
    const stored = await interactionsOf(payload, alpha.tenant)
    expect(new Set(stored.map((doc) => doc.externalId)).size).toBe(stored.length)
  })

  it('two runs at the same time store each comment once', async () => {
    youtube.addThreads(20, { replies: 1 })
    const runs = await Promise.all(
      [1, 2].map(() => runCommentSync(payload, { tenant: alpha.tenant, retry: FAST_RETRY })),
    )
    expect(runs.flat().every((result) => result.status === 'ok')).toBe(true)
    expect(runs.flat().reduce((sum, result) => sum + result.created, 0)).toBe(40)
    const stored = await interactionsOf(payload, alpha.tenant)
    expect(new Set(stored.map((doc) => doc.externalId)).size).toBe(stored.length)
  })

  it('backs off on 429 with Retry-After and on 403 quotaExceeded, then continues', async () => {
    youtube.addThreads(1)
    youtube.failNext(1, { status: 429, retryAfter: '1' })
    youtube.failNext(1, { status: 403 })
    const started = Date.now()
    const [result] = await runCommentSync(payload, { tenant: alpha.tenant, retry: FAST_RETRY })
    expect(result).toMatchObject({ status: 'ok', created: 1 })
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000)
  })

  it('gives up after bounded retries: the account gets lastError, the endpoint answers 200 with the failure (never 500)', async () => {
    youtube.failNext(20, { status: 403 })
    const response = await api(server.url, '/api/community/sync-comments', {
      token: tokens['manager@alpha.test'],
      body: { accountId: alpha.account },
    })
    expect(response.status, response.text).toBe(200)
    expect(response.json.accounts).toEqual([
      expect.objectContaining({
        account: alpha.account,
        status: 'failed',
        error: expect.stringContaining('quotaExceeded'),
      }),
    ])
    const account = await payload.findByID({ collection: 'social-accounts', id: alpha.account, overrideAccess: true })
    expect(account.lastError).toContain('quotaExceeded')

    // The tenant's community manager is told (not the moderator, not beta's manager), once while it keeps failing.
    const syncFailures = async () =>
      (
        await payload.find({
          collection: 'vp-notifications',
          where: { type: { equals: 'sync_failed' }, relatedAccount: { equals: alpha.account } },
          overrideAccess: true,
          depth: 0,
          pagination: false,
        })
      ).docs
    const [manager] = (
      await payload.find({
        collection: 'users',
        where: { email: { equals: 'manager@alpha.test' } },
        overrideAccess: true,
      })
    ).docs
    const told = await syncFailures()
    expect(told.map((notice) => notice.recipient)).toEqual([manager!.id])
    expect(told[0]).toMatchObject({ severity: 'error', tenant: alpha.tenant })
    expect(told[0]!.message).toContain('quotaExceeded')
    youtube.failNext(20, { status: 403 })
    const [again] = await runCommentSync(payload, { tenant: alpha.tenant, retry: FAST_RETRY })
    expect(again!.status).toBe('failed')
    expect(await syncFailures()).toHaveLength(1)
    youtube.clearFailures()
  })

  it('falls back to the lexicon when the LLM answers garbage or hangs', async () => {
    llm.setMode('garbage')
    youtube.addThreads(2, { text: () => 'Das ist wirklich super, danke!' })
    const [garbage] = await runCommentSync(payload, {
      tenant: alpha.tenant,
      sentiment: llmProvider(),
      retry: FAST_RETRY,
    })
    expect(garbage).toMatchObject({ status: 'ok', created: 2, sentimentFallbacks: 1 })
    llm.setMode('hang')
    youtube.addThreads(1, { text: () => 'This is terrible' })
    const started = Date.now()
    const [hung] = await runCommentSync(payload, {
      tenant: alpha.tenant,
      sentiment: llmProvider(300),
      retry: FAST_RETRY,
    })
    expect(hung).toMatchObject({ status: 'ok', created: 1, sentimentFallbacks: 1 })
    expect(Date.now() - started).toBeLessThan(10_000)
    const stored = await interactionsOf(payload, alpha.tenant)
    expect(stored.filter((doc) => doc.text === 'Das ist wirklich super, danke!').map((doc) => doc.sentiment)).toEqual([
      expect.objectContaining({ label: 'positive', analyser: 'lexicon', language: 'de' }),
      expect.objectContaining({ label: 'positive', analyser: 'lexicon', language: 'de' }),
    ])
    expect(stored.find((doc) => doc.text === 'This is terrible')!.sentiment).toMatchObject({
      label: 'negative',
      analyser: 'lexicon',
    })
    llm.setMode('good')
  })

  describe('POST /api/community/sync-comments', () => {
    it('managers sync their tenant’s accounts and get the counts per account', async () => {
      youtube.addThreads(1)
      otherYouTube.addThreads(1)
      const response = await api(server.url, '/api/community/sync-comments', {
        token: tokens['manager@alpha.test'],
        body: {},
      })
      expect(response.status, response.text).toBe(200)
      expect(response.json.accounts).toEqual([
        expect.objectContaining({ account: alpha.account, tenant: alpha.tenant, status: 'ok', created: 1 }),
      ])
      expect(await interactionsOf(payload, beta.tenant)).toHaveLength(0)
    })

    it('refuses moderators (403), another tenant’s manager (404), anonymous (401) and bad bodies (400)', async () => {
      const moderator = await api(server.url, '/api/community/sync-comments', {
        token: tokens['moderator@alpha.test'],
        body: { accountId: alpha.account },
      })
      expect(moderator.status).toBe(403)
      expect(moderator.json.errors[0].message).toBeTruthy()
      const moderatorAll = await api(server.url, '/api/community/sync-comments', {
        token: tokens['moderator@alpha.test'],
        body: {},
      })
      expect(moderatorAll.status).toBe(403)
      const otherTenant = await api(server.url, '/api/community/sync-comments', {
        token: tokens['manager@beta.test'],
        body: { accountId: alpha.account },
      })
      expect(otherTenant.status).toBe(404)
      expect((await api(server.url, '/api/community/sync-comments', { body: {} })).status).toBe(401)
      const bad = await api(server.url, '/api/community/sync-comments', {
        token: tokens['manager@alpha.test'],
        body: { accountId: 'x', extra: 1 },
      })
      expect(bad.status).toBe(400)
      expect(bad.json.errors.map((error: { path: string }) => error.path)).toContain('accountId')
    })

    it('answers in English on request', async () => {
      const response = await api(server.url, '/api/community/sync-comments', {
        token: tokens['moderator@alpha.test'],
        body: {},
        headers: { 'accept-language': 'en' },
      })
      expect(response.json.errors[0].message).toBe('You may not sync accounts of this tenant')
    })
  })
})
