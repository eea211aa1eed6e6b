import { beforeAll, describe, expect, it } from 'vitest'
import { CONTENT_STATUSES, type ContentStatus } from '@/modules/videoHub/lib/contentStateMachine'
import { monthOf } from '@/modules/videoHub/lib/progress'
import { notifyOverdueTasksAndGoalsAtRisk } from '@/modules/videoHub/lib/reminders'
import { signIn } from '../helpers/cmsServer'
import { api } from '../helpers/fixtures/platform'
import { ALLOWED_TRANSITIONS, createHubUser } from '../helpers/fixtures/videoHub'
import { useCms } from '../helpers/useCms'

const DAY_MS = 24 * 60 * 60 * 1000
const future = new Date(Date.now() + 30 * DAY_MS).toISOString()

/** The field path of a Payload ValidationError answer. */
const fieldErrors = (json: any): { path: string; message: string }[] => json?.errors?.[0]?.data?.errors ?? []

describe('video hub: pipeline, roles, tasks, progress and endpoints over real HTTP', () => {
  const cms = useCms({ tenants: { alpha: {}, beta: {} } })
  const users = {} as Record<'root' | 'manager' | 'creator' | 'creator2' | 'viewer' | 'nohub' | 'betaManager', number>
  const tokens: Record<string, string> = {}
  let alphaChannel: number
  let alphaChannel2: number
  let betaChannel: number
  let alphaSeries: number
  let alphaSeries2: number
  let betaContent: number

  const ref = (json: any) => json?.doc ?? json
  const as = (
    who: string,
    path: string,
    init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) => api(cms.url, path, { ...init, token: tokens[who] })
  /** A content created by the server (no user: acts as a manager) in any status, with its preconditions met. */
  const seedContent = async (status: ContentStatus, extra: Record<string, unknown> = {}) =>
    cms.payload.create({
      collection: 'video-platform-content',
      data: {
        title: `Video ${status}`,
        channel: alphaChannel,
        status,
        assignee: users.creator,
        approvals: [{ comment: 'ok', approver: users.manager }],
        scheduledFor: future,
        tenant: cms.tenants.alpha,
        ...extra,
      } as any,
    })

  beforeAll(async () => {
    const people: [
      string,
      { tenant: number; hub?: 'VideoPlatformManager' | 'VideoPlatformCreator' | 'VideoPlatformViewer' }[],
      Record<string, unknown>?,
    ][] = [
      ['root', [], { isSuperAdmin: true }],
      // Manager in Alpha, viewer in Beta: the two-tenant case.
      [
        'manager',
        [
          { tenant: cms.tenants.alpha, hub: 'VideoPlatformManager' },
          { tenant: cms.tenants.beta, hub: 'VideoPlatformViewer' },
        ],
      ],
      ['creator', [{ tenant: cms.tenants.alpha, hub: 'VideoPlatformCreator' }]],
      ['creator2', [{ tenant: cms.tenants.alpha, hub: 'VideoPlatformCreator' }]],
      ['viewer', [{ tenant: cms.tenants.alpha, hub: 'VideoPlatformViewer' }]],
      ['nohub', [{ tenant: cms.tenants.alpha }]],
      ['betaManager', [{ tenant: cms.tenants.beta, hub: 'VideoPlatformManager' }]],
    ]
    for (const [name, memberships, extra] of people) {
      users[name as keyof typeof users] = (await createHubUser(cms.payload, `${name}@hub.test`, memberships, extra)).id
      tokens[name] = await signIn(cms.server, `${name}@hub.test`)
    }
    alphaChannel = (
      await cms.payload.create({
        collection: 'video-platform-channels',
        data: { name: 'Alpha Praxis-TV', tenant: cms.tenants.alpha, metrics: { views: 1000, subscribers: 100 } },
      })
    ).id
    alphaChannel2 = (
      await cms.payload.create({
        collection: 'video-platform-channels',
        data: { name: 'Alpha Shorts', tenant: cms.tenants.alpha },
      })
    ).id
    betaChannel = (
      await cms.payload.create({
        collection: 'video-platform-channels',
        data: { name: 'Beta Studio', tenant: cms.tenants.beta },
      })
    ).id
    alphaSeries = (
      await cms.payload.create({
        collection: 'vp-series',
        data: { title: 'Zahnpflege', channel: alphaChannel, tenant: cms.tenants.alpha },
      })
    ).id
    alphaSeries2 = (
      await cms.payload.create({
        collection: 'vp-series',
        data: { title: 'Shorts', channel: alphaChannel2, tenant: cms.tenants.alpha },
      })
    ).id
    betaContent = (
      await cms.payload.create({
        collection: 'video-platform-content',
        data: { title: 'Beta Video', channel: betaChannel, status: 'idea', tenant: cms.tenants.beta },
      })
    ).id
  })

  describe('every status transition through the API', () => {
    const pairs = CONTENT_STATUSES.flatMap((from) =>
      CONTENT_STATUSES.filter((to) => to !== from).map((to) => [from, to] as const),
    )

    it.each(pairs)(
      '%s → %s: allowed for the roles of the table, refused with a field error on `status` otherwise',
      async (from, to) => {
        const needed = ALLOWED_TRANSITIONS[`${from}>${to}`]
        for (const who of ['creator', 'manager'] as const) {
          const content = await seedContent(from)
          const response = await as(who, `/api/video-platform-content/${content.id}`, {
            method: 'PATCH',
            body: { status: to },
          })
          const allowed = needed !== undefined && (who === 'manager' || needed === 'creator')
          if (allowed) {
            expect(response.status, `${who}: ${response.text}`).toBe(200)
            expect(ref(response.json).status).toBe(to)
          } else {
            expect(response.status, `${who}: ${response.text}`).toBe(400)
            expect(fieldErrors(response.json)[0]?.path).toBe('status')
            expect((await cms.payload.findByID({ collection: 'video-platform-content', id: content.id })).status).toBe(
              from,
            )
          }
        }
      },
    )

    it('refuses viewers and users without a hub role any change, and explains in English on request', async () => {
      const content = await seedContent('idea')
      expect(
        (
          await as('viewer', `/api/video-platform-content/${content.id}`, {
            method: 'PATCH',
            body: { status: 'scripting' },
          })
        ).status,
      ).toBe(403)
      expect(
        (
          await as('nohub', `/api/video-platform-content/${content.id}`, {
            method: 'PATCH',
            body: { status: 'scripting' },
          })
        ).status,
      ).toBe(403)
      const refused = await as('creator', `/api/video-platform-content/${content.id}`, {
        method: 'PATCH',
        body: { status: 'published' },
        headers: { 'accept-language': 'en' },
      })
      expect(fieldErrors(refused.json)[0]?.message).toBe('The status cannot change from “Idea” to “Published”.')
      const german = await as('creator', `/api/video-platform-content/${content.id}`, {
        method: 'PATCH',
        body: { status: 'published' },
      })
      expect(fieldErrors(german.json)[0]?.message).toBe(
        'Der Status kann nicht von „Idee“ zu „Veröffentlicht“ wechseln.',
      )
    })

    it('lets a creator edit only content they created or are assigned to', async () => {
      const created = await as('creator2', '/api/video-platform-content', {
        body: { title: 'Eigenes', channel: alphaChannel, tenant: cms.tenants.alpha },
      })
      expect(created.status, created.text).toBe(201)
      expect(ref(created.json).createdBy.id ?? ref(created.json).createdBy).toBe(users.creator2)
      const foreign = await seedContent('idea')
      expect(
        (
          await as('creator2', `/api/video-platform-content/${foreign.id}`, {
            method: 'PATCH',
            body: { title: 'Fremd' },
          })
        ).status,
      ).toBe(403)
      expect(
        (
          await as('creator2', `/api/video-platform-content/${ref(created.json).id}`, {
            method: 'PATCH',
            body: { title: 'Eigenes 2' },
          })
        ).status,
      ).toBe(200)
      // Creators start ideas only, never a later status.
      const skip = await as('creator2', '/api/video-platform-content', {
        body: { title: 'Sprung', channel: alphaChannel, tenant: cms.tenants.alpha, status: 'published' },
      })
      expect(skip.status).toBe(400)
      expect(
        (await as('creator2', `/api/video-platform-content/${ref(created.json).id}`, { method: 'DELETE' })).status,
      ).toBe(403)
    })
  })

  describe('approvals and schedule', () => {
    it('requires a recorded approval before approved; only managers record one, the server fills who and when', async () => {
      const content = await seedContent('review', { approvals: [] })
      const without = await as('manager', `/api/video-platform-content/${content.id}`, {
        method: 'PATCH',
        body: { status: 'approved' },
      })
      expect(without.status).toBe(400)
      expect(fieldErrors(without.json)[0]).toMatchObject({
        path: 'status',
        message: 'Vor der Freigabe muss eine Genehmigung erfasst sein.',
      })
      // A creator's approval entry is dropped (field access), so it never counts.
      const byCreator = await as('creator', `/api/video-platform-content/${content.id}`, {
        method: 'PATCH',
        body: { approvals: [{ comment: 'passt', approver: users.creator }] },
      })
      expect(byCreator.status, byCreator.text).toBe(200)
      expect(ref(byCreator.json).approvals).toEqual([])
      const approved = await as('manager', `/api/video-platform-content/${content.id}?depth=0`, {
        method: 'PATCH',
        body: {
          status: 'approved',
          approvals: [{ comment: 'Sieht gut aus', approver: users.creator, approvedAt: '2020-01-01T00:00:00.000Z' }],
        },
      })
      expect(approved.status, approved.text).toBe(200)
      const [approval] = ref(approved.json).approvals
      expect(approval.approver).toBe(users.manager)
      expect(approval.comment).toBe('Sieht gut aus')
      expect(Date.now() - Date.parse(approval.approvedAt)).toBeLessThan(60_000)
    })

    it('requires a publication date for scheduled (error on scheduledFor)', async () => {
      const content = await seedContent('approved', { scheduledFor: null })
      const refused = await as('manager', `/api/video-platform-content/${content.id}`, {
        method: 'PATCH',
        body: { status: 'scheduled' },
      })
      expect(refused.status).toBe(400)
      expect(fieldErrors(refused.json)[0]?.path).toBe('scheduledFor')
      expect(
        (
          await as('manager', `/api/video-platform-content/${content.id}`, {
            method: 'PATCH',
            body: { status: 'scheduled', scheduledFor: future },
          })
        ).status,
      ).toBe(200)
    })
  })

  describe('task generation from checklist templates', () => {
    it('creates the template tasks on entering the stage, assigned to the content’s assignee, and never twice', async () => {
      await cms.payload.create({
        collection: 'vp-checklist-templates',
        data: {
          name: 'Dreh',
          status: 'filming',
          tenant: cms.tenants.alpha,
          items: [
            { title: 'Licht aufbauen', dueInDays: 1 },
            { title: 'Ton prüfen', assignToContentAssignee: false },
          ],
        },
      })
      await cms.payload.create({
        collection: 'vp-checklist-templates',
        data: {
          name: 'Shorts-Dreh',
          status: 'filming',
          channel: alphaChannel2,
          tenant: cms.tenants.alpha,
          items: [{ title: 'Hochformat' }],
        },
      })
      const content = await seedContent('scripting')
      const tasksOf = async () =>
        (
          await cms.payload.find({
            collection: 'vp-tasks',
            where: { content: { equals: content.id } },
            depth: 0,
            sort: 'title',
          })
        ).docs
      expect(await tasksOf()).toEqual([])
      expect(
        (
          await as('manager', `/api/video-platform-content/${content.id}`, {
            method: 'PATCH',
            body: { status: 'filming' },
          })
        ).status,
      ).toBe(200)
      const first = await tasksOf()
      expect(first.map((task) => [task.title, task.assignee, task.stage, task.status])).toEqual([
        ['Licht aufbauen', users.creator, 'filming', 'open'],
        ['Ton prüfen', null, 'filming', 'open'],
      ])
      // Saving again, and leaving and re-entering the stage, creates nothing new.
      await as('creator', `/api/video-platform-content/${content.id}`, {
        method: 'PATCH',
        body: { title: 'Neuer Titel' },
      })
      await as('creator', `/api/video-platform-content/${content.id}`, {
        method: 'PATCH',
        body: { status: 'scripting' },
      })
      await as('creator', `/api/video-platform-content/${content.id}`, { method: 'PATCH', body: { status: 'filming' } })
      expect((await tasksOf()).map((task) => task.id)).toEqual(first.map((task) => task.id))
      // The database refuses a second task with the same generation key.
      await expect(
        cms.payload.create({
          collection: 'vp-tasks',
          data: {
            status: 'open',
            title: 'Doppelt',
            content: content.id,
            generationKey: first[0]!.generationKey,
            tenant: cms.tenants.alpha,
          },
        }),
      ).rejects.toThrow()
      // The assignee was told (one notification).
      const assigned = await cms.payload.find({
        collection: 'vp-notifications',
        where: { and: [{ type: { equals: 'task_assigned' } }, { relatedTask: { equals: first[0]!.id } }] },
      })
      expect(assigned.docs.map((note) => (note.recipient as { id: number }).id ?? note.recipient)).toEqual([
        users.creator,
      ])
    })
  })

  describe('notifications', () => {
    it('tells the tenant’s managers about review, the creator and assignee about approval, one entry each, readable only by them', async () => {
      const created = await as('creator2', '/api/video-platform-content', {
        body: { title: 'Zur Prüfung', channel: alphaChannel, tenant: cms.tenants.alpha, assignee: users.creator },
      })
      const id = ref(created.json).id
      for (const status of ['scripting', 'filming', 'editing', 'review']) {
        const moved = await as('creator2', `/api/video-platform-content/${id}`, { method: 'PATCH', body: { status } })
        expect(moved.status, moved.text).toBe(200)
      }
      const awaiting = await cms.payload.find({
        collection: 'vp-notifications',
        where: { and: [{ type: { equals: 'content_awaiting_approval' } }, { relatedContent: { equals: id } }] },
        depth: 0,
      })
      // Alpha's only manager; Beta's manager and the super admin are not Alpha hub managers.
      expect(awaiting.docs.map((note) => note.recipient)).toEqual([users.manager])
      await as('manager', `/api/video-platform-content/${id}`, {
        method: 'PATCH',
        body: { status: 'approved', approvals: [{ comment: 'Gut' }] },
      })
      const approved = await cms.payload.find({
        collection: 'vp-notifications',
        where: { and: [{ type: { equals: 'content_approved' } }, { relatedContent: { equals: id } }] },
        depth: 0,
        sort: 'recipient',
      })
      expect(approved.docs.map((note) => note.recipient).sort()).toEqual([users.creator, users.creator2].sort())
      expect(approved.docs[0]!.title).toContain('Freigegeben')
      const mine = await as('creator2', '/api/vp-notifications?limit=100&depth=0')
      expect(mine.status).toBe(200)
      expect(mine.json.docs.every((note: { recipient: number }) => note.recipient === users.creator2)).toBe(true)
      expect((await as('manager', `/api/vp-notifications/${approved.docs[0]!.id}`)).status).toBe(404)
    })

    it('reports overdue tasks and goals at risk once, from the schedulable function', async () => {
      const content = await seedContent('editing')
      // Late in the month with nothing published against a target of 10 videos: at risk.
      const now = new Date()
      const midMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 20))
      const task = await cms.payload.create({
        collection: 'vp-tasks',
        data: {
          status: 'open',
          title: 'Überfällig',
          content: content.id,
          assignee: users.creator,
          dueDate: new Date(midMonth.getTime() - DAY_MS).toISOString(),
          tenant: cms.tenants.alpha,
        },
      })
      await cms.payload.create({
        collection: 'vp-monthly-goals',
        data: { channel: alphaChannel2, month: monthOf(midMonth), targetVideos: 10, tenant: cms.tenants.alpha },
      })
      const first = await notifyOverdueTasksAndGoalsAtRisk(cms.payload, midMonth)
      expect(first.overdueTasks).toBeGreaterThanOrEqual(1)
      expect(first.goalsAtRisk).toBe(1)
      const second = await notifyOverdueTasksAndGoalsAtRisk(cms.payload, midMonth)
      expect(second).toEqual({ overdueTasks: 0, goalsAtRisk: 0 })
      // A new due date that has passed too is reported anew.
      await cms.payload.update({
        collection: 'vp-tasks',
        id: task.id,
        data: { dueDate: new Date(midMonth.getTime() - 2 * DAY_MS).toISOString() },
      })
      expect((await notifyOverdueTasksAndGoalsAtRisk(cms.payload, midMonth)).overdueTasks).toBe(1)
      const overdue = await cms.payload.find({
        collection: 'vp-notifications',
        where: { and: [{ type: { equals: 'task_overdue' } }, { relatedTask: { equals: task.id } }] },
        depth: 0,
      })
      expect(overdue.docs.map((note) => note.recipient)).toEqual([users.creator, users.creator])
      const atRisk = await cms.payload.find({
        collection: 'vp-notifications',
        where: { type: { equals: 'goal_at_risk' } },
        depth: 0,
      })
      expect(atRisk.docs.map((note) => note.recipient)).toEqual([users.manager])
    })
  })

  describe('progress computed when read', () => {
    it('batch: 3 of target 4 ready (approved, scheduled, published), archived ignored → 75 %', async () => {
      const statuses: ContentStatus[] = ['editing', 'approved', 'scheduled', 'published', 'archived']
      const contents = []
      for (const status of statuses) contents.push((await seedContent(status)).id)
      const batch = await as('manager', '/api/vp-batches', {
        body: { title: 'November', channel: alphaChannel, targetCount: 4, contents, tenant: cms.tenants.alpha },
      })
      expect(batch.status, batch.text).toBe(201)
      const read = await as('viewer', `/api/vp-batches/${ref(batch.json).id}`)
      expect(read.json.progress).toEqual({ target: 4, total: 4, ready: 3, published: 1, percent: 75, overdue: false })
      // A content moving on changes the figure without any stored update.
      await cms.payload.update({ collection: 'video-platform-content', id: contents[0]!, data: { status: 'review' } })
      await cms.payload.update({ collection: 'video-platform-content', id: contents[0]!, data: { status: 'approved' } })
      expect((await as('viewer', `/api/vp-batches/${ref(batch.json).id}`)).json.progress.percent).toBe(100)
    })

    it('goal: videos published this month, views and subscribers gained since the baseline', async () => {
      const channel = (
        await cms.payload.create({
          collection: 'video-platform-channels',
          data: { name: 'Ziele', tenant: cms.tenants.alpha, metrics: { views: 1000, subscribers: 100 } },
        })
      ).id
      const goal = await as('manager', '/api/vp-monthly-goals', {
        body: {
          channel,
          month: monthOf(new Date()),
          targetVideos: 4,
          targetViews: 1200,
          targetSubscribers: 60,
          tenant: cms.tenants.alpha,
        },
      })
      expect(goal.status, goal.text).toBe(201)
      expect(ref(goal.json)).toMatchObject({ baselineViews: 1000, baselineSubscribers: 100 })
      await cms.payload.update({
        collection: 'video-platform-channels',
        id: channel,
        data: { metrics: { views: 1600, subscribers: 130 } },
      })
      for (let i = 0; i < 2; i++) await seedContent('published', { channel, publishedAt: new Date().toISOString() })
      await seedContent('published', { channel, publishedAt: '2020-01-15T00:00:00.000Z' })
      await seedContent('scheduled', { channel })
      const read = await as('viewer', `/api/vp-monthly-goals/${ref(goal.json).id}`)
      expect(read.json.progress).toMatchObject({
        videos: { target: 4, actual: 2, percent: 50 },
        views: { target: 1200, actual: 600, percent: 50 },
        subscribers: { target: 60, actual: 30, percent: 50 },
      })
      const duplicate = await as('manager', '/api/vp-monthly-goals', {
        body: { channel, month: monthOf(new Date()), tenant: cms.tenants.alpha },
      })
      expect(duplicate.status).toBe(400)
    })
  })

  describe('series limited to the content’s channel', () => {
    it('refuses a series of another channel on create and update (error on `series`), accepts its own', async () => {
      const wrong = await as('creator', '/api/video-platform-content', {
        body: { title: 'Falsch', channel: alphaChannel, series: alphaSeries2, tenant: cms.tenants.alpha },
      })
      expect(wrong.status).toBe(400)
      expect(fieldErrors(wrong.json).map((error) => error.path)).toContain('series')
      const right = await as('creator', '/api/video-platform-content', {
        body: { title: 'Richtig', channel: alphaChannel, series: alphaSeries, tenant: cms.tenants.alpha },
      })
      expect(right.status, right.text).toBe(201)
      const moved = await as('creator', `/api/video-platform-content/${ref(right.json).id}`, {
        method: 'PATCH',
        body: { channel: alphaChannel2 },
      })
      expect(moved.status).toBe(400)
      expect(fieldErrors(moved.json).map((error) => error.path)).toContain('series')
      const batch = await as('manager', '/api/vp-batches', {
        body: {
          title: 'Gemischt',
          channel: alphaChannel2,
          targetCount: 1,
          contents: [ref(right.json).id],
          tenant: cms.tenants.alpha,
        },
      })
      expect(batch.status).toBe(400)
      expect(fieldErrors(batch.json).map((error) => error.path)).toContain('contents')
    })
  })

  describe('roles in two tenants and cross-tenant attempts', () => {
    it('manager in Alpha manages there, reads Beta as a viewer but changes nothing', async () => {
      expect(
        (await as('manager', '/api/video-platform-channels', { body: { name: 'Neu', tenant: cms.tenants.alpha } }))
          .status,
      ).toBe(201)
      expect(
        (await as('manager', '/api/video-platform-channels', { body: { name: 'Neu', tenant: cms.tenants.beta } }))
          .status,
      ).toBe(403)
      const list = await as('manager', '/api/video-platform-channels?limit=100&depth=0')
      expect(list.json.docs.map((doc: { tenant: number }) => doc.tenant)).toEqual(
        expect.arrayContaining([cms.tenants.alpha, cms.tenants.beta]),
      )
      expect((await as('manager', `/api/video-platform-content/${betaContent}`)).status).toBe(200)
      expect(
        (await as('manager', `/api/video-platform-content/${betaContent}`, { method: 'PATCH', body: { title: 'x' } }))
          .status,
      ).toBe(403)
      expect((await as('manager', `/api/video-platform-content/${betaContent}`, { method: 'DELETE' })).status).toBe(403)
      expect(
        (
          await as('manager', '/api/video-platform-content', {
            body: { title: 'x', channel: betaChannel, tenant: cms.tenants.beta },
          })
        ).status,
      ).toBe(403)
      expect(
        (
          await as('viewer', '/api/video-platform-content', {
            body: { title: 'x', channel: alphaChannel, tenant: cms.tenants.alpha },
          })
        ).status,
      ).toBe(403)
      expect((await as('viewer', '/api/vp-series?limit=1')).status).toBe(200)
      expect((await as('nohub', '/api/video-platform-channels')).status).toBe(403)
    })

    const collections = [
      'video-platform-channels',
      'video-platform-content',
      'vp-series',
      'vp-batches',
      'vp-tasks',
      'vp-monthly-goals',
      'vp-script-templates',
      'vp-checklist-templates',
    ] as const
    it.each(collections)(
      '%s: Beta’s manager cannot read, list, change, delete or create Alpha’s documents, nor point at them',
      async (collection) => {
        const alphaContent = await seedContent('idea')
        const alphaData: Record<(typeof collections)[number], Record<string, unknown>> = {
          'video-platform-channels': { name: 'A' },
          'video-platform-content': { title: 'A', channel: alphaChannel },
          'vp-series': { title: 'A', channel: alphaChannel },
          'vp-batches': { title: 'A', channel: alphaChannel, targetCount: 1 },
          'vp-tasks': { title: 'A', content: alphaContent.id },
          'vp-monthly-goals': { channel: alphaChannel, month: '2031-01' },
          'vp-script-templates': { name: 'A' },
          'vp-checklist-templates': { name: 'A', status: 'idea', items: [{ title: 'A' }] },
        }
        const doc = await cms.payload.create({
          collection,
          data: { ...alphaData[collection], tenant: cms.tenants.alpha } as any,
        })
        expect((await as('betaManager', `/api/${collection}/${doc.id}`)).status).toBe(404)
        const list = await as('betaManager', `/api/${collection}?limit=100&depth=0`)
        expect(list.status).toBe(200)
        expect(
          list.json.docs
            .map((item: { tenant: number }) => item.tenant)
            .every((tenant: number) => tenant === cms.tenants.beta),
        ).toBe(true)
        expect([403, 404]).toContain(
          (
            await as('betaManager', `/api/${collection}/${doc.id}`, {
              method: 'PATCH',
              body: { tenant: cms.tenants.beta },
            })
          ).status,
        )
        expect([403, 404]).toContain(
          (await as('betaManager', `/api/${collection}/${doc.id}`, { method: 'DELETE' })).status,
        )
        expect((await cms.payload.findByID({ collection, id: doc.id, depth: 0 })).tenant).toBe(cms.tenants.alpha)
        expect(
          (
            await as('betaManager', `/api/${collection}`, {
              body: { ...alphaData[collection], tenant: cms.tenants.alpha },
            })
          ).status,
        ).toBe(403)
        // In their own tenant, relations into Alpha are refused.
        const pointing = alphaData[collection]
        if ('channel' in pointing || 'content' in pointing) {
          const response = await as('betaManager', `/api/${collection}`, {
            body: { ...pointing, month: '2031-02', tenant: cms.tenants.beta },
          })
          expect(response.status, response.text).toBe(400)
          expect(fieldErrors(response.json).map((error) => error.path)).toEqual(
            expect.arrayContaining(['content' in pointing ? 'content' : 'channel']),
          )
        }
      },
    )
  })

  describe('endpoints', () => {
    it('GET /api/video-platform-channels/dashboard: figures per readable channel, refused without a hub role', async () => {
      const account = await cms.payload.create({
        collection: 'social-accounts',
        data: {
          name: 'YT',
          externalId: 'UC123',
          platform: (
            await cms.payload.create({
              collection: 'social-platforms',
              data: { name: 'YouTube', network: 'youtube', tenant: cms.tenants.alpha } as any,
            })
          ).id,
          status: 'connected',
          tokenExpiresAt: new Date(Date.now() + 2 * DAY_MS).toISOString(),
          tenant: cms.tenants.alpha,
        } as any,
      })
      const channel = (
        await cms.payload.create({
          collection: 'video-platform-channels',
          data: { name: 'Dashboard', tenant: cms.tenants.alpha, socialAccount: account.id },
        })
      ).id
      const soon = new Date(Date.now() + DAY_MS).toISOString()
      const editing = await seedContent('editing', { channel })
      await seedContent('editing', { channel })
      const scheduled = await seedContent('scheduled', { channel, scheduledFor: soon })
      await cms.payload.create({
        collection: 'vp-tasks',
        data: {
          status: 'open',
          title: 'Zu spät',
          content: editing.id,
          dueDate: new Date(Date.now() - DAY_MS).toISOString(),
          tenant: cms.tenants.alpha,
        },
      })
      await cms.payload.create({
        collection: 'vp-tasks',
        data: {
          title: 'Erledigt',
          content: editing.id,
          status: 'done',
          dueDate: new Date(Date.now() - DAY_MS).toISOString(),
          tenant: cms.tenants.alpha,
        },
      })
      await cms.payload.create({
        collection: 'vp-monthly-goals',
        data: { channel, month: monthOf(new Date()), targetVideos: 2, tenant: cms.tenants.alpha },
      })
      await cms.payload.create({
        collection: 'vp-batches',
        data: { title: 'B', channel, targetCount: 2, contents: [editing.id, scheduled.id], tenant: cms.tenants.alpha },
      })

      const response = await as('viewer', `/api/video-platform-channels/dashboard?channel=${channel}`)
      expect(response.status, response.text).toBe(200)
      const [figures] = response.json.channels
      expect(figures.channel).toEqual({ id: channel, name: 'Dashboard', tenant: cms.tenants.alpha })
      expect(figures.contentByStatus).toMatchObject({ editing: 2, scheduled: 1, idea: 0 })
      expect(figures.overdueTasks.map((task: { title: string }) => task.title)).toEqual(['Zu spät'])
      expect(figures.goal.videos).toEqual({ target: 2, actual: 0, percent: 0 })
      expect(figures.upcoming).toEqual([{ id: scheduled.id, title: 'Video scheduled', scheduledFor: soon }])
      expect(figures.batches[0].progress).toMatchObject({ target: 2, ready: 1, percent: 50 })
      expect(figures.token).toMatchObject({ health: 'expiring', status: 'connected' })

      const all = await as('manager', '/api/video-platform-channels/dashboard')
      expect(all.json.channels.map((entry: { channel: { tenant: number } }) => entry.channel.tenant)).toEqual(
        expect.arrayContaining([cms.tenants.alpha, cms.tenants.beta]),
      )
      const betaOnly = await as('betaManager', '/api/video-platform-channels/dashboard')
      expect(
        betaOnly.json.channels.every(
          (entry: { channel: { tenant: number } }) => entry.channel.tenant === cms.tenants.beta,
        ),
      ).toBe(true)
      expect((await as('betaManager', `/api/video-platform-channels/dashboard?channel=${channel}`)).status).toBe(404)
      const nohub = await as('nohub', '/api/video-platform-channels/dashboard', {
        headers: { 'accept-language': 'en' },
      })
      expect(nohub.status).toBe(403)
      expect(nohub.json).toEqual({ errors: [{ message: 'You have no video hub role.' }] })
      const bad = await as('viewer', '/api/video-platform-channels/dashboard?channel=abc')
      expect(bad.status).toBe(400)
      expect(bad.json.errors[0].path).toBe('channel')
      expect((await api(cms.url, '/api/video-platform-channels/dashboard')).status).toBe(401)
    })

    it('GET /api/vp-tasks/mine and POST /api/vp-tasks/{id}/complete, reporting the stage’s last task on the content', async () => {
      // Editing has no checklist template here, so only these three tasks belong to the stage.
      const content = await seedContent('editing', { assignee: users.creator2 })
      const make = (title: string, assignee: number | null, dueDate: string) =>
        cms.payload
          .create({
            collection: 'vp-tasks',
            data: { status: 'open', title, content: content.id, assignee, dueDate, tenant: cms.tenants.alpha },
          })
          .then(async (task) => {
            // Hand-made tasks of the stage, as the generator marks them.
            await cms.payload.db.updateOne({ collection: 'vp-tasks', id: task.id, data: { stage: 'editing' } })
            return task
          })
      const early = await make('Früh', users.creator2, new Date(Date.now() + DAY_MS).toISOString())
      const late = await make('Spät', users.creator2, new Date(Date.now() + 10 * DAY_MS).toISOString())
      const other = await make('Fremd', users.creator, new Date(Date.now() + DAY_MS).toISOString())

      const mine = await as('creator2', '/api/vp-tasks/mine')
      expect(mine.status).toBe(200)
      expect(mine.json.docs.map((task: { title: string }) => task.title)).toEqual(['Früh', 'Spät'])
      const dueSoon = await as(
        'creator2',
        `/api/vp-tasks/mine?status=open&due_before=${encodeURIComponent(new Date(Date.now() + 2 * DAY_MS).toISOString())}`,
      )
      expect(dueSoon.json.docs.map((task: { title: string }) => task.title)).toEqual(['Früh'])
      const invalid = await as('creator2', '/api/vp-tasks/mine?status=finished&due_before=gestern')
      expect(invalid.status).toBe(400)
      expect(invalid.json.errors.map((error: { path: string }) => error.path).sort()).toEqual(['due_before', 'status'])

      const refused = await as('creator2', `/api/vp-tasks/${other.id}/complete`, {
        method: 'POST',
        headers: { 'accept-language': 'en' },
      })
      expect(refused.status).toBe(403)
      expect(refused.json.errors[0].message).toBe('Only the assignee or a manager can complete this task.')
      expect((await as('viewer', `/api/vp-tasks/${early.id}/complete`, { method: 'POST' })).status).toBe(403)
      expect((await as('betaManager', `/api/vp-tasks/${early.id}/complete`, { method: 'POST' })).status).toBe(404)
      expect((await as('creator2', '/api/vp-tasks/999999/complete', { method: 'POST' })).status).toBe(404)
      expect((await as('creator2', '/api/vp-tasks/abc/complete', { method: 'POST' })).status).toBe(400)

      const first = await as('creator2', `/api/vp-tasks/${early.id}/complete`, { method: 'POST' })
      expect(first.status, first.text).toBe(200)
      expect(first.json).toMatchObject({ task: { status: 'done' }, stageComplete: false })
      expect((await as('creator2', `/api/vp-tasks/${late.id}/complete`, { method: 'POST' })).json.stageComplete).toBe(
        false,
      )
      // The manager completes the last open one: the content records the stage as done.
      const last = await as('manager', `/api/vp-tasks/${other.id}/complete`, { method: 'POST' })
      expect(last.json.stageComplete).toBe(true)
      expect(
        (await cms.payload.findByID({ collection: 'video-platform-content', id: content.id })).stageTasksCompletedAt,
      ).toBeTruthy()
      const again = await as('manager', `/api/vp-tasks/${other.id}/complete`, { method: 'POST' })
      expect(again.json).toMatchObject({ alreadyDone: true, stageComplete: false })
    })
  })
})
