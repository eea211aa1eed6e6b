import { beforeAll, describe, expect, it } from 'vitest'
import type { ContentStatus } from '@/modules/videoHub/lib/contentStateMachine'
import { signIn } from '../helpers/cmsServer'
import { api } from '../helpers/fixtures/platform'
import { createHubUser, type HubRoleName } from '../helpers/fixtures/videoHub'
import { useCms } from '../helpers/useCms'

const DAY_MS = 24 * 60 * 60 * 1000
const future = new Date(Date.now() + 30 * DAY_MS).toISOString()

/** The field paths of a Payload ValidationError answer. */
const errorPaths = (json: any): string[] =>
  (json?.errors?.[0]?.data?.errors ?? []).map((error: { path: string }) => error.path)

describe('attack (issue 28, findings 5 and 12): video hub content and tasks after approval, foreign assignees, malformed input', () => {
  const cms = useCms({ tenants: { alpha: {}, beta: {} } })
  const users = {} as Record<'manager' | 'creator' | 'creator2' | 'nohub' | 'betaCreator', number>
  const tokens = {} as Record<keyof typeof users, string>
  let channel: number
  let otherChannel: number

  const as = (who: keyof typeof users, path: string, init: { method?: string; body?: unknown } = {}) =>
    api(cms.url, path, { ...init, token: tokens[who] })
  const content = (id: number) => cms.payload.findByID({ collection: 'video-platform-content', id, depth: 0 })
  const task = (id: number) => cms.payload.findByID({ collection: 'vp-tasks', id, depth: 0 })
  /** A content the creator is assigned to, made by the server in any status with its preconditions met. */
  const seedContent = (status: ContentStatus, extra: Record<string, unknown> = {}) =>
    cms.payload.create({
      collection: 'video-platform-content',
      data: {
        title: `Video ${status}`,
        channel,
        status,
        assignee: users.creator,
        approvals: [{ comment: 'ok' }],
        scheduledFor: future,
        tenant: cms.tenants.alpha,
        ...extra,
      } as any,
    })
  /** A task of the content's stage, as the generator makes them. */
  const stageTask = async (contentId: number, stage: ContentStatus, assignee: number) => {
    const created = await cms.payload.create({
      collection: 'vp-tasks',
      data: { status: 'open', title: `Aufgabe ${assignee}`, content: contentId, assignee, tenant: cms.tenants.alpha },
    })
    await cms.payload.db.updateOne({ collection: 'vp-tasks', id: created.id, data: { stage } })
    return created
  }

  beforeAll(async () => {
    const people: [keyof typeof users, { tenant: number; hub?: HubRoleName }[]][] = [
      ['manager', [{ tenant: cms.tenants.alpha, hub: 'VideoPlatformManager' }]],
      ['creator', [{ tenant: cms.tenants.alpha, hub: 'VideoPlatformCreator' }]],
      ['creator2', [{ tenant: cms.tenants.alpha, hub: 'VideoPlatformCreator' }]],
      ['nohub', [{ tenant: cms.tenants.alpha }]],
      ['betaCreator', [{ tenant: cms.tenants.beta, hub: 'VideoPlatformCreator' }]],
    ]
    for (const [name, memberships] of people) {
      users[name] = (await createHubUser(cms.payload, `${name}@hub-attack.test`, memberships)).id
      tokens[name] = await signIn(cms.server, `${name}@hub-attack.test`)
    }
    channel = (
      await cms.payload.create({
        collection: 'video-platform-channels',
        data: { name: 'Praxis-TV', tenant: cms.tenants.alpha },
      })
    ).id
    otherChannel = (
      await cms.payload.create({
        collection: 'video-platform-channels',
        data: { name: 'Shorts', tenant: cms.tenants.alpha },
      })
    ).id
  })

  it.each(['review', 'approved', 'scheduled', 'published'] as const)(
    'a creator cannot change the fields of content in %s (400, unchanged); a manager can',
    async (status) => {
      const doc = await seedContent(status, status === 'published' ? { publishedAt: '2026-01-01T00:00:00.000Z' } : {})
      for (const body of [
        { title: 'Nach der Freigabe geändert' },
        { publishedAt: '2020-01-01T00:00:00.000Z' },
        { channel: otherChannel },
        { assignee: users.creator2 },
      ]) {
        const response = await as('creator', `/api/video-platform-content/${doc.id}`, { method: 'PATCH', body })
        expect(response.status, `${JSON.stringify(body)}: ${response.text}`).toBe(400)
        expect(errorPaths(response.json)).toEqual([Object.keys(body)[0]])
      }
      const stored = await content(doc.id)
      expect(stored).toMatchObject({
        title: `Video ${status}`,
        status,
        channel,
        assignee: users.creator,
        publishedAt: doc.publishedAt ?? null,
      })
      // The message says who may (English on request).
      const english = await api(cms.url, `/api/video-platform-content/${doc.id}`, {
        method: 'PATCH',
        token: tokens.creator,
        body: { title: 'x' },
        headers: { 'accept-language': 'en' },
      })
      expect(english.json.errors[0].data.errors[0].message).toMatch(/only a video hub manager/i)
      const byManager = await as('manager', `/api/video-platform-content/${doc.id}`, {
        method: 'PATCH',
        body: { title: 'Vom Manager' },
      })
      expect(byManager.status, byManager.text).toBe(200)
      expect((await content(doc.id)).title).toBe('Vom Manager')
    },
  )

  it('a creator still edits content in production and moves review back to editing to change it', async () => {
    const doc = await seedContent('editing')
    expect(
      (await as('creator', `/api/video-platform-content/${doc.id}`, { method: 'PATCH', body: { title: 'In Arbeit' } }))
        .status,
    ).toBe(200)
    const inReview = await seedContent('review')
    expect(
      (
        await as('creator', `/api/video-platform-content/${inReview.id}`, {
          method: 'PATCH',
          body: { status: 'editing' },
        })
      ).status,
    ).toBe(200)
    expect(
      (
        await as('creator', `/api/video-platform-content/${inReview.id}`, {
          method: 'PATCH',
          body: { title: 'Überarbeitet' },
        })
      ).status,
    ).toBe(200)
  })

  it('a task’s assignee cannot move the task off its content or hand it on, so the stage is not complete early', async () => {
    const target = await seedContent('editing')
    const elsewhere = await seedContent('idea')
    const mine = await stageTask(target.id, 'editing', users.creator)
    const blocking = await stageTask(target.id, 'editing', users.creator)
    for (const body of [
      { content: elsewhere.id },
      { assignee: users.creator2 },
      { title: 'Umbenannt' },
      { dueDate: future },
    ]) {
      const response = await as('creator', `/api/vp-tasks/${blocking.id}`, { method: 'PATCH', body })
      expect(response.status, `${JSON.stringify(body)}: ${response.text}`).toBe(400)
      expect(errorPaths(response.json)).toEqual([Object.keys(body)[0]])
    }
    expect(await task(blocking.id)).toMatchObject({
      content: target.id,
      assignee: users.creator,
      title: `Aufgabe ${users.creator}`,
      status: 'open',
    })
    // Completing is what the assignee may do (status and checklist ticks).
    expect(
      (await as('creator', `/api/vp-tasks/${blocking.id}`, { method: 'PATCH', body: { status: 'in_progress' } }))
        .status,
    ).toBe(200)
    const completed = await as('creator', `/api/vp-tasks/${mine.id}/complete`, { method: 'POST' })
    expect(completed.json).toMatchObject({ task: { status: 'done' }, stageComplete: false })
    expect((await content(target.id)).stageTasksCompletedAt ?? null).toBeNull()
    // Not even a manager moves a task to another content: the stage report counts tasks by content.
    const moved = await as('manager', `/api/vp-tasks/${blocking.id}`, {
      method: 'PATCH',
      body: { content: elsewhere.id },
    })
    expect(moved.status, moved.text).toBe(400)
    expect(errorPaths(moved.json)).toEqual(['content'])
    expect(
      (
        await as('manager', `/api/vp-tasks/${blocking.id}`, {
          method: 'PATCH',
          body: { assignee: users.creator2, title: 'Neu verteilt' },
        })
      ).status,
    ).toBe(200)
  })

  it('refuses an assignee of another tenant, or of this tenant without a hub role, on content and tasks', async () => {
    const doc = await seedContent('idea')
    for (const foreign of [users.betaCreator, users.nohub, 999_999]) {
      const onContent = await as('manager', `/api/video-platform-content/${doc.id}`, {
        method: 'PATCH',
        body: { assignee: foreign },
      })
      expect(onContent.status, onContent.text).toBe(400)
      expect(errorPaths(onContent.json)).toEqual(['assignee'])
      const newTask = await as('manager', '/api/vp-tasks', {
        body: { title: 'Fremd', content: doc.id, assignee: foreign, tenant: cms.tenants.alpha },
      })
      expect(newTask.status, newTask.text).toBe(400)
      expect(errorPaths(newTask.json)).toEqual(['assignee'])
      const newContent = await as('creator', '/api/video-platform-content', {
        body: { title: 'Fremd', channel, assignee: foreign, tenant: cms.tenants.alpha },
      })
      expect(newContent.status, newContent.text).toBe(400)
    }
    expect((await content(doc.id)).assignee).toBe(users.creator)
    expect(
      (
        await as('manager', `/api/video-platform-content/${doc.id}`, {
          method: 'PATCH',
          body: { assignee: users.creator2 },
        })
      ).status,
    ).toBe(200)
    expect(
      (
        await as('manager', '/api/vp-tasks', {
          body: { title: 'Eigen', content: doc.id, assignee: users.creator2, tenant: cms.tenants.alpha },
        })
      ).status,
    ).toBe(201)
  })

  it('answers malformed input with 400, never 500 (finding 12)', async () => {
    const maxDate = await as('creator', '/api/vp-tasks/mine?due_before=275760-09-13')
    expect(maxDate.status, maxDate.text).toBe(400)
    expect(maxDate.json.errors[0].path).toBe('due_before')
    const doc = await seedContent('idea')
    for (const body of [{ status: 'xx' }, { channel: true }, { series: { id: 'abc' } }, { assignee: 'x' }]) {
      const response = await as('manager', `/api/video-platform-content/${doc.id}`, { method: 'PATCH', body })
      expect(response.status, `${JSON.stringify(body)}: ${response.text}`).toBe(400)
      expect(errorPaths(response.json)).toEqual([Object.keys(body)[0]])
    }
    expect(await content(doc.id)).toMatchObject({ status: 'idea', channel })
  })
})
