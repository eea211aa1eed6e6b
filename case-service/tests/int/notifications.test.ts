import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeDatabase, getDb, type Db } from '@case/db/client'
import { notifications } from '@case/db/schema'
import { notifyAdmins, notifyUser } from '@case/features/notifications/notify'
import { caseClient, startCaseService } from '../harness/caseApi'
import { createUser, tokenFor, type TestUser } from '../harness/fixtures/auth'

describe('notifications', () => {
  let server: Awaited<ReturnType<typeof startCaseService>>
  let api: ReturnType<typeof caseClient>
  let db: Db
  let alice: TestUser
  let bob: TestUser
  let aliceToken: string
  let bobToken: string

  beforeAll(async () => {
    server = await startCaseService()
    api = caseClient(server.url)
    db = await getDb()
    alice = await createUser(db, { role: 'kasse_mitarbeiter', email: 'alice@example.org' })
    bob = await createUser(db, { role: 'admin', email: 'bob@example.org' })
    ;[aliceToken, bobToken] = await Promise.all([tokenFor(alice), tokenFor(bob)])
    // Distinct creation times, oldest first.
    for (const [i, title] of ['first', 'second', 'third'].entries()) {
      await notifyUser(db, alice.id, { type: 'info', title, body: `body ${i}`, link: `/cases/${i}` })
      await db.update(notifications).set({ created_at: new Date(Date.now() - (3 - i) * 60_000) }).where(eq(notifications.title, title))
    }
    await notifyAdmins(db, { type: 'disclosure_request', title: 'for admins', dedupeKey: 'admins-1' })
    await notifyAdmins(db, { type: 'disclosure_request', title: 'for admins', dedupeKey: 'admins-1' }) // deduplicated
  })
  afterAll(async () => {
    await server.close()
    await closeDatabase()
  })

  it('lists only the caller’s own notifications, newest first, with the unread count', async () => {
    const res = await api.get('/api/notifications', { token: aliceToken })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ total: 3, unread_count: 3, page: 1 })
    expect(res.body.items.map((n: { title: string }) => n.title)).toEqual(['third', 'second', 'first'])
    expect(res.body.items[0]).toMatchObject({ type: 'info', body: 'body 2', link: '/cases/2', read: false, read_at: null })

    const admins = await api.get('/api/notifications', { token: bobToken })
    expect(admins.body.items.map((n: { title: string }) => n.title)).toEqual(['for admins'])
  })

  it('paginates', async () => {
    const page2 = await api.get('/api/notifications?page=2&page_size=2', { token: aliceToken })
    expect(page2.body).toMatchObject({ total: 3, page: 2, page_size: 2 })
    expect(page2.body.items.map((n: { title: string }) => n.title)).toEqual(['first'])
    expect((await api.get('/api/notifications?page=0', { token: aliceToken })).status).toBe(422)
    expect((await api.get('/api/notifications?unread=yes', { token: aliceToken })).status).toBe(422)
  })

  it('marks one read; ?unread=true then leaves it out; marking again keeps the first read time', async () => {
    const [target] = (await api.get('/api/notifications', { token: aliceToken })).body.items
    const read = await api.put(`/api/notifications/${target.id}/read`, { token: aliceToken })
    expect(read.status).toBe(200)
    expect(read.body).toMatchObject({ id: target.id, read: true })
    const again = await api.put(`/api/notifications/${target.id}/read`, { token: aliceToken })
    expect(again.body.read_at).toBe(read.body.read_at)

    const unread = await api.get('/api/notifications?unread=true', { token: aliceToken })
    expect(unread.body).toMatchObject({ total: 2, unread_count: 2 })
    expect(unread.body.items.map((n: { id: string }) => n.id)).not.toContain(target.id)
  })

  it("someone else's notification is a 404 and stays unread; unknown and malformed ids too", async () => {
    const [bobs] = (await api.get('/api/notifications', { token: bobToken })).body.items
    const res = await api.put(`/api/notifications/${bobs.id}/read`, { token: aliceToken })
    expect(res.status).toBe(404)
    expect((await api.get('/api/notifications', { token: bobToken })).body.items[0].read).toBe(false)
    expect((await api.put('/api/notifications/00000000-0000-4000-8000-000000000000/read', { token: aliceToken })).status).toBe(404)
    expect((await api.put('/api/notifications/nope/read', { token: aliceToken })).status).toBe(404)
  })

  it('read-all marks only the caller’s', async () => {
    const res = await api.put('/api/notifications/read-all', { token: aliceToken })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ updated: 2 })
    expect((await api.get('/api/notifications?unread=true', { token: aliceToken })).body.total).toBe(0)
    expect((await api.get('/api/notifications?unread=true', { token: bobToken })).body.total).toBe(1)
  })

  it('needs a token', async () => {
    expect((await api.get('/api/notifications')).status).toBe(401)
    expect((await api.put('/api/notifications/read-all')).status).toBe(401)
  })
})
