import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { notifications } from '@case/db/schema'
import { notifyAdmins, notifyUser } from '@case/features/notifications/notify'
import { users } from '@case/db/schema'
import { useCaseApi } from '../harness/useCaseApi'

const DISCLOSURE_ID = '00000000-0000-4000-8000-0000000000d1'

describe('notifications', () => {
  const ctx = useCaseApi({ admin: { email: 'bob@example.org' }, employee: { email: 'alice@example.org' } })
  const { api } = ctx

  beforeAll(async () => {
    const db = ctx.db
    // Distinct creation times, oldest first; the listing does not care how the rows were written.
    for (const [i, title] of ['first', 'second', 'third'].entries()) {
      await db.insert(notifications).values({
        user_id: ctx.employee.id,
        type: 'info',
        title,
        body: `body ${i}`,
        link: `/cases/${i}`,
        created_at: new Date(Date.now() - (3 - i) * 60_000),
      })
    }
    const requested = { type: 'disclosure_requested', disclosureId: DISCLOSURE_ID } as const
    await notifyAdmins(db, requested, 'admins-1')
    await notifyAdmins(db, requested, 'admins-1') // deduplicated
  })

  it('lists only the caller’s own notifications, newest first, with the unread count', async () => {
    const res = await api.get('/api/notifications', { token: ctx.employee.token })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ total: 3, unread_count: 3, has_more: false, next_cursor: null })
    expect(res.body.items.map((n: { title: string }) => n.title)).toEqual(['third', 'second', 'first'])
    expect(res.body.items[0]).toMatchObject({
      type: 'info',
      body: 'body 2',
      link: '/cases/2',
      read: false,
      read_at: null,
    })

    const admins = await api.get('/api/notifications', { token: ctx.admin.token })
    expect(admins.body.items).toEqual([
      expect.objectContaining({ title: 'Neue Freigabeanfrage', link: `/disclosures/${DISCLOSURE_ID}` }),
    ])
  })

  it('pages by cursor', async () => {
    const page1 = await api.get('/api/notifications?page_size=2&include_total=true', { token: ctx.employee.token })
    expect(page1.body).toMatchObject({ total: 3, unread_count: 3, has_more: true, page_size: 2 })
    const page2 = await api.get(`/api/notifications?page_size=2&cursor=${page1.body.next_cursor}`, {
      token: ctx.employee.token,
    })
    expect(page2.body).toMatchObject({ unread_count: 3, has_more: false, next_cursor: null })
    expect(page2.body.items.map((n: { title: string }) => n.title)).toEqual(['first'])
    // Another user's cursor does not fit the caller's list.
    const foreign = await api.get(`/api/notifications?cursor=${page1.body.next_cursor}`, { token: ctx.admin.token })
    expect(foreign.status).toBe(400)
    expect((await api.get('/api/notifications?page_size=0', { token: ctx.employee.token })).status).toBe(422)
    expect((await api.get('/api/notifications?unread=yes', { token: ctx.employee.token })).status).toBe(422)
  })

  it('marks one read; ?unread=true then leaves it out; marking again keeps the first read time', async () => {
    const [target] = (await api.get('/api/notifications', { token: ctx.employee.token })).body.items
    const read = await api.put(`/api/notifications/${target.id}/read`, { token: ctx.employee.token })
    expect(read.status).toBe(200)
    expect(read.body).toMatchObject({ id: target.id, read: true })
    const again = await api.put(`/api/notifications/${target.id}/read`, { token: ctx.employee.token })
    expect(again.body.read_at).toBe(read.body.read_at)

    const unread = await api.get('/api/notifications?unread=true', { token: ctx.employee.token })
    expect(unread.body).toMatchObject({ total: 2, unread_count: 2 })
    expect(unread.body.items.map((n: { id: string }) => n.id)).not.toContain(target.id)
  })

  it("someone else's notification is a 404 and stays unread; unknown and malformed ids too", async () => {
    const [bobs] = (await api.get('/api/notifications', { token: ctx.admin.token })).body.items
    const res = await api.put(`/api/notifications/${bobs.id}/read`, { token: ctx.employee.token })
    expect(res.status).toBe(404)
    expect((await api.get('/api/notifications', { token: ctx.admin.token })).body.items[0].read).toBe(false)
    expect(
      (await api.put('/api/notifications/00000000-0000-4000-8000-000000000000/read', { token: ctx.employee.token }))
        .status,
    ).toBe(404)
    expect((await api.put('/api/notifications/nope/read', { token: ctx.employee.token })).status).toBe(404)
  })

  it('read-all marks only the caller’s', async () => {
    const res = await api.put('/api/notifications/read-all', { token: ctx.employee.token })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ updated: 2 })
    expect((await api.get('/api/notifications?unread=true', { token: ctx.employee.token })).body.total).toBe(0)
    expect((await api.get('/api/notifications?unread=true', { token: ctx.admin.token })).body.total).toBe(1)
  })

  it('are written in the recipient’s language (profile locale), with times in Europe/Berlin and web-app links', async () => {
    const validUntil = new Date('2026-11-28T17:47:48.050Z')
    const approved = { type: 'disclosure_approved', caseId: DISCLOSURE_ID, validUntil } as const
    expect((await api.get('/api/auth/me', { token: ctx.employee.token })).body.locale).toBe('de')
    await notifyUser(ctx.db, ctx.employee.id, approved)
    const english = await api.put('/api/auth/profile', { token: ctx.employee.token, json: { locale: 'en' } })
    expect(english.status).toBe(200)
    expect(english.body.locale).toBe('en')
    await notifyUser(ctx.db, ctx.employee.id, approved)
    const { items } = (await api.get('/api/notifications?page_size=2', { token: ctx.employee.token })).body
    expect(
      items.map(({ title, body, link }: { title: string; body: string; link: string }) => ({ title, body, link })),
    ).toEqual([
      {
        title: 'Disclosure approved',
        body: 'You may see the case unmasked until 28 Nov 2026, 18:47.',
        link: `/cases/${DISCLOSURE_ID}`,
      },
      {
        title: 'Freigabe erteilt',
        body: 'Sie können den Fall bis 28.11.2026, 18:47 Uhr unmaskiert sehen.',
        link: `/cases/${DISCLOSURE_ID}`,
      },
    ])
    expect((await api.put('/api/auth/profile', { token: ctx.employee.token, json: { locale: 'fr' } })).status).toBe(422)
    await ctx.db.update(users).set({ locale: 'de' }).where(eq(users.id, ctx.employee.id))
  })

  it('needs a token', async () => {
    expect((await api.get('/api/notifications')).status).toBe(401)
    expect((await api.put('/api/notifications/read-all')).status).toBe(401)
  })
})
