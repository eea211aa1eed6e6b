import { beforeAll, describe, expect, it } from 'vitest'
import { createCommunityAccount, createInteraction } from '../helpers/fixtures/community'
import { notifyRecipients } from '@/lib/notifications/notifyRecipients'
import { useCms } from '../helpers/useCms'
import { up as migrationUp } from '@/migrations/20261128_220000_notification_texts_apart'

type InboxAnswer = {
  docs: { id: number; authorName: string; status: string }[]
  counts: Record<string, number>
  hasNextPage: boolean
  totalDocs: number
}

describe('the community inbox: GET /api/community/inbox and POST /api/community/notes', () => {
  const cms = useCms({
    tenants: { alpha: {}, beta: {} },
    users: {
      moderator: {
        email: 'moderator@alpha.test',
        roles: { alpha: ['editor'], beta: ['editor'] },
        communityRoles: { alpha: 'moderator', beta: 'none' },
      },
      viewer: { email: 'viewer@alpha.test', roles: { alpha: ['editor'] }, communityRoles: { alpha: 'viewer' } },
      outsider: { email: 'outsider@alpha.test', roles: { alpha: ['admin'] } },
    },
  })
  const ids: Record<string, number> = {}

  const call = async (path: string, token: string, init: { method?: string; body?: unknown } = {}) => {
    const response = await fetch(`${cms.url}/api${path}`, {
      method: init.method ?? 'GET',
      headers: {
        authorization: `JWT ${token}`,
        'accept-language': 'en',
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    })
    return { status: response.status, body: await response.json() }
  }
  const inbox = async (query = '', token = cms.tokens.moderator) => {
    const response = await call(`/community/inbox${query}`, token)
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    return response.body as InboxAnswer
  }
  const authors = async (query: string) => (await inbox(query)).docs.map((doc) => doc.authorName)

  beforeAll(async () => {
    const { alpha, beta } = cms.tenants
    const one = (await createCommunityAccount(cms.payload, alpha, 'UC-1')).id
    const two = (await createCommunityAccount(cms.payload, alpha, 'UC-2')).id
    const betaAccount = (await createCommunityAccount(cms.payload, beta, 'UC-beta')).id
    ids.accountTwo = two
    const rows = [
      { authorName: 'Anna', account: one, status: 'new', text: 'Tolles Video', at: '2026-03-01' },
      { authorName: 'Bernd', account: one, status: 'open', text: 'Wann kommt Teil 2?', at: '2026-03-02' },
      { authorName: 'Clara', account: two, status: 'new', text: 'Ich habe eine Frage', at: '2026-03-03' },
      { authorName: 'Dana', account: two, status: 'archived', text: 'Alt', at: '2026-03-04' },
    ] as const
    for (const row of rows) {
      const doc = await createInteraction(cms.payload, alpha, row.account, {
        authorName: row.authorName,
        status: row.status,
        text: row.text,
        videoTitle: row.authorName === 'Clara' ? 'Frühlingsrezepte' : 'Winterreise',
        publishedAt: `${row.at}T10:00:00.000Z`,
        ...(row.authorName === 'Bernd' ? { assignedTo: cms.users.moderator.id } : {}),
      })
      ids[row.authorName] = doc.id
    }
    ids.beta = (
      await createInteraction(cms.payload, beta, betaAccount, {
        authorName: 'Beta-Geheim',
        status: 'new',
        publishedAt: '2026-03-05T10:00:00.000Z',
      })
    ).id
  })

  it('lists the reader’s interactions newest first, with counts per status under the other filters', async () => {
    const all = await inbox()
    expect(all.docs.map((doc) => doc.authorName)).toEqual(['Dana', 'Clara', 'Bernd', 'Anna'])
    expect(all.counts).toEqual({ new: 2, open: 1, responded: 0, archived: 1, spam: 0 })
    const fresh = await inbox('?status=new')
    expect(fresh.docs.map((doc) => doc.authorName)).toEqual(['Clara', 'Anna'])
    // The status tabs count under the other filters, whichever status is chosen.
    expect(fresh.counts).toEqual(all.counts)
    expect((await inbox(`?account=${ids.accountTwo}`)).counts).toEqual({
      new: 1,
      open: 0,
      responded: 0,
      archived: 1,
      spam: 0,
    })
  })

  it('filters by account, assignee, date and search text', async () => {
    expect(await authors(`?account=${ids.accountTwo}`)).toEqual(['Dana', 'Clara'])
    expect(await authors('?assignee=me')).toEqual(['Bernd'])
    expect(await authors(`?assignee=${cms.users.moderator.id}`)).toEqual(['Bernd'])
    expect(await authors('?assignee=none')).toEqual(['Dana', 'Clara', 'Anna'])
    expect(await authors('?from=2026-03-02&to=2026-03-03')).toEqual(['Clara', 'Bernd'])
    expect(await authors('?q=frage')).toEqual(['Clara'])
    expect(await authors('?q=Frühling')).toEqual(['Clara'])
    expect(await authors('?q=bern')).toEqual(['Bernd'])
  })

  it('refuses bad filters with 400 and readers without a community role with 403', async () => {
    for (const query of ['?status=gelesen', '?account=abc', '?assignee=someone', '?from=gestern', '?page=0', '?q=%00x'])
      expect((await call(`/community/inbox${query}`, cms.tokens.moderator)).status, query).toBe(400)
    expect((await call('/community/inbox', cms.tokens.outsider)).status).toBe(403)
    expect((await call('/community/inbox?status=gelesen', cms.tokens.outsider)).status).toBe(403)
  })

  it('adds a note with the author and time set by the server; the note never reaches the platform', async () => {
    const before = Date.now()
    const response = await call('/community/notes', cms.tokens.moderator, {
      method: 'POST',
      body: { interactionId: ids.Anna, text: '  Bitte morgen beantworten  ' },
    })
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    const doc = await cms.payload.findByID({ collection: 'community-interactions', id: ids.Anna!, depth: 0 })
    expect(doc.notes).toHaveLength(1)
    expect(doc.notes![0]).toMatchObject({ text: 'Bitte morgen beantworten', author: cms.users.moderator.id })
    expect(Date.parse(doc.notes![0]!.at!)).toBeGreaterThanOrEqual(before - 1000)
    expect(doc.replies ?? []).toEqual([])
    await call('/community/notes', cms.tokens.moderator, {
      method: 'POST',
      body: { interactionId: ids.Anna, text: 'Zweite Notiz' },
    })
    const again = await cms.payload.findByID({ collection: 'community-interactions', id: ids.Anna!, depth: 0 })
    expect(again.notes!.map((note) => note.text)).toEqual(['Bitte morgen beantworten', 'Zweite Notiz'])
  })

  it('notes cannot be forged or rewritten through the REST or GraphQL API', async () => {
    const response = await call(`/community-interactions/${ids.Bernd}`, cms.tokens.moderator, {
      method: 'PATCH',
      body: { notes: [{ text: 'Gefälscht', author: cms.users.outsider.id, at: '2020-01-01T00:00:00.000Z' }] },
    })
    expect(response.status).toBeLessThan(500)
    const graphql = await fetch(`${cms.url}/api/graphql`, {
      method: 'POST',
      headers: { authorization: `JWT ${cms.tokens.moderator}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `mutation { updateCommunityInteraction(id: ${ids.Bernd}, data: { notes: [{ text: "Gefälscht" }] }) { id } }`,
      }),
    })
    expect(graphql.status).toBeLessThan(500)
    const doc = await cms.payload.findByID({ collection: 'community-interactions', id: ids.Bernd!, depth: 0 })
    expect(doc.notes ?? []).toEqual([])
  })

  it('refuses notes of viewers, of other tenants, empty, too long or with NUL bytes', async () => {
    const post = (token: string, body: unknown) => call('/community/notes', token, { method: 'POST', body })
    expect((await post(cms.tokens.viewer, { interactionId: ids.Anna, text: 'x' })).status).toBe(403)
    expect((await post(cms.tokens.outsider, { interactionId: ids.Anna, text: 'x' })).status).toBe(403)
    // Beta is the moderator's tenant, but without a community role: the interaction is not found there.
    expect((await post(cms.tokens.moderator, { interactionId: ids.beta, text: 'x' })).status).toBe(404)
    for (const text of ['', '   ', 'a'.repeat(2001), 'a\u0000b'])
      expect((await post(cms.tokens.moderator, { interactionId: ids.Anna, text })).status).toBe(400)
    expect((await post(cms.tokens.moderator, { interactionId: ids.Anna, text: 'x', author: 1 })).status).toBe(400)
    const doc = await cms.payload.findByID({ collection: 'community-interactions', id: ids.beta!, depth: 0 })
    expect(doc.notes ?? []).toEqual([])
  })

  it('shows each notification in the reader’s language, and marks all of the user’s own as read, nobody else’s', async () => {
    const notice = {
      tenant: cms.tenants.alpha,
      type: 'sync_failed',
      severity: 'error',
      title: { de: 'Synchronisierung fehlgeschlagen', en: 'Sync failed' },
      message: { de: 'Kanal UC-1: Kontingent erschöpft', en: 'Channel UC-1: quota exhausted' },
    } as const
    await notifyRecipients(cms.payload, [cms.users.moderator.id, cms.users.moderator.id], notice)
    await notifyRecipients(cms.payload, [cms.users.viewer.id], notice)
    const mine = async (language: string) => {
      const response = await fetch(`${cms.url}/api/vp-notifications?depth=0&sort=id`, {
        headers: { authorization: `JWT ${cms.tokens.moderator}`, 'accept-language': language },
      })
      return (await response.json()).docs as { id: number; title: string; message: string; read: boolean }[]
    }
    const german = await mine('de')
    expect(german.map((doc) => [doc.title, doc.message])).toEqual([
      ['Synchronisierung fehlgeschlagen', 'Kanal UC-1: Kontingent erschöpft'],
      ['Synchronisierung fehlgeschlagen', 'Kanal UC-1: Kontingent erschöpft'],
    ])
    expect((await mine('en')).map((doc) => [doc.title, doc.message])).toEqual([
      ['Sync failed', 'Channel UC-1: quota exhausted'],
      ['Sync failed', 'Channel UC-1: quota exhausted'],
    ])

    const response = await call('/vp-notifications/read-all', cms.tokens.moderator, { method: 'POST', body: {} })
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    expect(response.body).toEqual({ updated: 2 })
    for (const doc of await mine('de')) expect(doc.read).toBe(true)
    const others = await cms.payload.find({
      collection: 'vp-notifications',
      where: { recipient: { equals: cms.users.viewer.id } },
      depth: 0,
    })
    expect(others.docs.map((doc) => doc.read)).toEqual([false])
    expect((await call('/vp-notifications/read-all', cms.tokens.moderator, { method: 'POST', body: {} })).body).toEqual(
      {
        updated: 0,
      },
    )
    const anonymous = await fetch(`${cms.url}/api/vp-notifications/read-all`, { method: 'POST' })
    expect(anonymous.status).toBe(401)
  })

  it('splits notifications stored as "Deutsch / English" before both were kept apart (migration), not rule notices', async () => {
    const old = (type: string, title: string, message: string) =>
      cms.payload.create({
        collection: 'vp-notifications',
        overrideAccess: true,
        data: { tenant: cms.tenants.alpha, type, severity: 'info', recipient: cms.users.viewer.id, title, message },
      } as never)
    const task = await old(
      'task_overdue',
      'Aufgabe überfällig: „Schnitt / Ton“ / Task overdue: “Schnitt / Ton”',
      'Bitte prüfen / Please check',
    )
    const rule = await old('rule_matched', 'Preis? / Price?: Anna', 'Was kostet das? / What does it cost?')
    await migrationUp({ db: cms.payload.db.drizzle, payload: cms.payload, req: {} } as never)
    const read = async (id: number, language: string) => {
      const response = await fetch(`${cms.url}/api/vp-notifications/${id}?depth=0`, {
        headers: { authorization: `JWT ${cms.tokens.viewer}`, 'accept-language': language },
      })
      const doc = (await response.json()) as { title: string; message: string }
      return [doc.title, doc.message]
    }
    expect(await read(task.id, 'de')).toEqual(['Aufgabe überfällig: „Schnitt / Ton“', 'Bitte prüfen'])
    expect(await read(task.id, 'en')).toEqual(['Task overdue: “Schnitt / Ton”', 'Please check'])
    // A rule's name and the comment are what people wrote: left as they are.
    expect(await read(rule.id, 'en')).toEqual(['Preis? / Price?: Anna', 'Was kostet das? / What does it cost?'])
  })

  it('exports what the inbox shows: the same filters apply', async () => {
    const response = await fetch(`${cms.url}/api/community/export?format=csv&assignee=none&q=frage`, {
      headers: { authorization: `JWT ${cms.tokens.moderator}` },
    })
    expect(response.status).toBe(200)
    const text = await response.text()
    expect(text).toContain('Clara')
    expect(text).not.toContain('Anna')
    expect(text).not.toContain('Beta-Geheim')
  })
})
