import { beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { communityStreamStats } from '@/modules/community/endpoints/stream'
import { signIn } from '../helpers/cmsServer'
import { api, createUser, waitFor } from '../helpers/fixtures/platform'
import { createCommunityAccount, createInteraction } from '../helpers/fixtures/community'
import { ROOT_USER, useCms } from '../helpers/useCms'

const POLL_MS = 250

type StreamEvent = { id: string; event: string; data: any }

/** An SSE client over fetch that records events and comment lines as they arrive; it leaves at the latest when the test ends. */
function openStream(
  baseUrl: string,
  token: string,
  { query = '', lastEventId }: { query?: string; lastEventId?: string } = {},
) {
  const controller = new AbortController()
  const events: (StreamEvent & { at: number })[] = []
  const comments: string[] = []
  let status = 0
  let contentType = ''
  const done = (async () => {
    const response = await fetch(`${baseUrl}/api/community/stream${query}`, {
      headers: {
        authorization: `JWT ${token}`,
        accept: 'text/event-stream',
        ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
      },
      signal: controller.signal,
    })
    status = response.status
    contentType = response.headers.get('content-type') ?? ''
    const decoder = new TextDecoder()
    let buffer = ''
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true })
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const fields: Record<string, string> = {}
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) comments.push(line.slice(1).trim())
          else {
            const colon = line.indexOf(':')
            fields[line.slice(0, colon)] = line.slice(colon + 1).trimStart()
          }
        }
        if (fields.data !== undefined)
          events.push({ id: fields.id!, event: fields.event!, data: JSON.parse(fields.data), at: Date.now() })
      }
    }
  })().catch((error: unknown) => {
    if (!controller.signal.aborted) throw error
  })
  const close = async () => {
    controller.abort()
    await done
  }
  onTestFinished(close)
  return {
    events,
    comments,
    get status() {
      return status
    },
    get contentType() {
      return contentType
    },
    /** Settles when the server ends the stream (or the client leaves). */
    ended: done,
    heartbeats: () => comments.filter((comment) => comment.startsWith('heartbeat')).length,
    close,
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('GET /api/community/stream (Server-Sent Events)', () => {
  const cms = useCms({
    env: { COMMUNITY_STREAM_POLL_MS: String(POLL_MS) },
    tenants: { alpha: {}, beta: {} },
    users: {
      // Viewer in alpha only; in beta an editor without a community role.
      viewer: {
        email: 'viewer@alpha.test',
        roles: { alpha: ['editor'], beta: ['editor'] },
        communityRoles: { alpha: 'viewer', beta: 'none' },
      },
      outsider: { email: 'editor@alpha.test', roles: { alpha: ['admin'] }, communityRoles: { alpha: 'none' } },
      root: ROOT_USER,
    },
  })
  let alphaAccount: number
  let betaAccount: number

  beforeAll(async () => {
    alphaAccount = (await createCommunityAccount(cms.payload, cms.tenants.alpha, 'UC-alpha-1')).id
    betaAccount = (await createCommunityAccount(cms.payload, cms.tenants.beta, 'UC-beta-1')).id
  })

  it('delivers a new interaction of the reader’s tenant within one poll, and never another tenant’s', async () => {
    const stream = openStream(cms.url, cms.tokens.viewer)
    await waitFor(() => stream.heartbeats() >= 1)
    expect(stream.status).toBe(200)
    expect(stream.contentType).toMatch(/^text\/event-stream/)
    const foreign = await createInteraction(cms.payload, cms.tenants.beta, betaAccount, {
      channelId: 'UC-beta-1',
      text: 'Geheimer Kommentar aus Beta',
    })
    const own = await createInteraction(cms.payload, cms.tenants.alpha, alphaAccount, {
      channelId: 'UC-alpha-1',
      text: 'Tolles Video!',
      authorName: 'Anna',
    })
    // Counted from the committed row: the create itself is not the stream's latency.
    const created = Date.now()
    const event = await waitFor(() => stream.events.find((item) => item.data.id === own.id), 5000)
    // One poll interval plus the query. The query's share is budgeted for a loaded 2-core machine (CI runs
    // Chromium, two servers and PostgreSQL beside this test); a stream that waited for a reload would not
    // deliver at all.
    expect(event.at - created).toBeLessThan(2 * POLL_MS + 1_500)
    expect(event).toMatchObject({
      event: 'interaction',
      data: {
        tenant: cms.tenants.alpha,
        change: 'created',
        text: 'Tolles Video!',
        authorName: 'Anna',
        channelId: 'UC-alpha-1',
      },
    })
    expect(event.id).toBe(`${Date.parse(own.updatedAt)}-${own.id}`)
    // Several more polls: beta's row never arrives.
    await sleep(3 * POLL_MS)
    expect(stream.events.map((item) => item.data.id)).not.toContain(foreign.id)
    expect(JSON.stringify(stream.events)).not.toContain('Geheimer')
    await stream.close()
  })

  it('sends a heartbeat comment on every poll that finds nothing', async () => {
    const stream = openStream(cms.url, cms.tokens.viewer)
    await waitFor(() => stream.heartbeats() >= 3)
    expect(stream.comments[0]).toBe('connected')
    expect(stream.events).toHaveLength(0)
    await stream.close()
  })

  it('filters by channel', async () => {
    const second = (await createCommunityAccount(cms.payload, cms.tenants.alpha, 'UC-alpha-2')).id
    const stream = openStream(cms.url, cms.tokens.viewer, { query: '?channel=UC-alpha-2' })
    await waitFor(() => stream.heartbeats() >= 1)
    const other = await createInteraction(cms.payload, cms.tenants.alpha, alphaAccount, { channelId: 'UC-alpha-1' })
    const wanted = await createInteraction(cms.payload, cms.tenants.alpha, second, { channelId: 'UC-alpha-2' })
    await waitFor(() => stream.events.some((item) => item.data.id === wanted.id))
    await sleep(2 * POLL_MS)
    expect(stream.events.map((item) => item.data.id)).toEqual([wanted.id])
    expect(stream.events.map((item) => item.data.id)).not.toContain(other.id)
    await stream.close()
  })

  it('resumes after Last-Event-ID: the changes since then, in order, and changed rows again', async () => {
    const stream = openStream(cms.url, cms.tokens.viewer)
    await waitFor(() => stream.heartbeats() >= 1)
    const first = await createInteraction(cms.payload, cms.tenants.alpha, alphaAccount, {
      channelId: 'UC-alpha-1',
      text: 'erster',
    })
    const seen = await waitFor(() => stream.events.find((item) => item.data.id === first.id))
    await stream.close()

    // While disconnected: two new comments, and a moderator changes the first one.
    const second = await createInteraction(cms.payload, cms.tenants.alpha, alphaAccount, {
      channelId: 'UC-alpha-1',
      text: 'zweiter',
    })
    const third = await createInteraction(cms.payload, cms.tenants.alpha, alphaAccount, {
      channelId: 'UC-alpha-1',
      text: 'dritter',
    })
    // Later than the insert stamps' tolerance, so the event says `updated`.
    await sleep(1100)
    await cms.payload.update({ collection: 'community-interactions', id: first.id, data: { status: 'archived' } })

    const resumed = openStream(cms.url, cms.tokens.viewer, { lastEventId: seen.id })
    await waitFor(() => resumed.events.length >= 3)
    await sleep(2 * POLL_MS)
    expect(resumed.events.map((item) => [item.data.id, item.data.change])).toEqual([
      [second.id, 'created'],
      [third.id, 'created'],
      [first.id, 'updated'],
    ])
    expect(resumed.events[2]!.data.status).toBe('archived')
    await resumed.close()
  })

  it('refuses users without interactions.view (403), anonymous callers (401) and bad input (400), in the error envelope', async () => {
    const refused = await api(cms.url, '/api/community/stream', { token: cms.tokens.outsider })
    expect(refused.status).toBe(403)
    expect(refused.json).toEqual({ errors: [{ message: expect.stringMatching(/Berechtigung/) }] })
    const english = await api(cms.url, '/api/community/stream', {
      token: cms.tokens.outsider,
      headers: { 'accept-language': 'en' },
    })
    expect(english.json.errors[0].message).toBe('Not allowed to view interactions')
    expect((await api(cms.url, '/api/community/stream')).status).toBe(401)
    const badCursor = await api(cms.url, '/api/community/stream', {
      token: cms.tokens.viewer,
      headers: { 'last-event-id': 'DROP TABLE' },
    })
    expect(badCursor.status).toBe(400)
    expect(badCursor.json.errors[0].path).toBe('lastEventId')
    const nul = await api(cms.url, '/api/community/stream?channel=a%00b', { token: cms.tokens.viewer })
    expect(nul.status).toBe(400)
  })

  it('ends the stream at the next poll when the reader loses interactions.view', async () => {
    const user = await createUser(cms.payload, 'revoked@alpha.test', [
      { tenant: cms.tenants.alpha, roles: ['editor'], communityRole: 'viewer' },
    ])
    const stream = openStream(cms.url, await signIn(cms.server, 'revoked@alpha.test'))
    await waitFor(() => stream.heartbeats() >= 1)
    await cms.payload.update({
      collection: 'users',
      id: user.id,
      data: { tenants: [{ tenant: cms.tenants.alpha, roles: ['editor'], communityRole: 'none' }] },
    })
    const ended = await Promise.race([
      stream.ended.then(() => 'ended'),
      sleep(4 * POLL_MS + 2000).then(() => 'still open'),
    ])
    expect(ended).toBe('ended')
    const created = await createInteraction(cms.payload, cms.tenants.alpha, alphaAccount, { channelId: 'UC-alpha-1' })
    await sleep(2 * POLL_MS)
    expect(stream.events.map((item) => item.data.id)).not.toContain(created.id)
  })

  it('ends the stream at the next poll when its session ends (logout; issue 28, finding 9)', async () => {
    await createUser(cms.payload, 'logout@alpha.test', [
      { tenant: cms.tenants.alpha, roles: ['editor'], communityRole: 'viewer' },
    ])
    const token = await signIn(cms.server, 'logout@alpha.test')
    const stream = openStream(cms.url, token)
    await waitFor(() => stream.heartbeats() >= 1)
    expect((await api(cms.url, '/api/users/logout', { method: 'POST', token })).status).toBe(200)
    const ended = await Promise.race([
      stream.ended.then(() => 'ended'),
      sleep(4 * POLL_MS + 2000).then(() => 'still open'),
    ])
    expect(ended).toBe('ended')
    const created = await createInteraction(cms.payload, cms.tenants.alpha, alphaAccount, { channelId: 'UC-alpha-1' })
    await sleep(2 * POLL_MS)
    expect(stream.events.map((item) => item.data.id)).not.toContain(created.id)
  })

  it('a super admin sees every tenant', async () => {
    const stream = openStream(cms.url, cms.tokens.root)
    await waitFor(() => stream.heartbeats() >= 1)
    const inBeta = await createInteraction(cms.payload, cms.tenants.beta, betaAccount, { channelId: 'UC-beta-1' })
    await waitFor(() => stream.events.some((item) => item.data.id === inBeta.id))
    await stream.close()
  })

  it('stops polling when the client disconnects', async () => {
    // Every stream of the earlier tests has stopped (their clients left).
    await waitFor(() => communityStreamStats().open === 0)
    const before = communityStreamStats()
    const stream = openStream(cms.url, cms.tokens.viewer)
    await waitFor(() => stream.heartbeats() >= 2)
    expect(communityStreamStats().open).toBe(before.open + 1)
    expect(communityStreamStats().polls).toBeGreaterThanOrEqual(before.polls + 2)
    await stream.close()
    await waitFor(() => communityStreamStats().open === before.open)
    const afterClose = communityStreamStats().polls
    await sleep(4 * POLL_MS)
    expect(communityStreamStats().polls).toBe(afterClose)
  })
})
