import { beforeAll, describe, expect, it } from 'vitest'
import { createInteraction, createCommunityAccount } from '../helpers/fixtures/community'
import { richText } from '../helpers/fixtures/content'
import { api, graphql } from '../helpers/fixtures/platform'
import { ROOT_USER, useCms } from '../helpers/useCms'

describe('attack (issue 28, finding 10): a tenant admin sets their own community and video-hub roles', () => {
  const cms = useCms({
    tenants: { alpha: {} },
    users: {
      admin: { email: 'admin@alpha.test', roles: { alpha: ['admin'] }, communityRoles: { alpha: 'viewer' } },
      editor: { email: 'editor@alpha.test', roles: { alpha: ['editor'] } },
    },
  })
  const row = (id: number) =>
    cms.payload.findByID({ collection: 'users', id, depth: 0 }).then((user) => user.tenants?.[0])

  it.each([{ communityRole: 'manager' }, { videoPlatformRole: 'VideoPlatformManager' }])(
    'refuses %o on the admin’s own membership (REST and GraphQL)',
    async (change) => {
      const before = await row(cms.users.admin.id)
      const rest = await api(cms.url, `/api/users/${cms.users.admin.id}`, {
        method: 'PATCH',
        token: cms.tokens.admin,
        body: {
          tenants: [{ tenant: cms.tenants.alpha, roles: ['admin'], communityRole: before?.communityRole, ...change }],
        },
        headers: { 'accept-language': 'en' },
      })
      expect(rest.status, rest.text).toBe(400)
      expect(rest.json.errors[0].data.errors[0]).toMatchObject({
        path: 'tenants',
        message: 'Nobody changes their own community or video hub role',
      })
      const [field, value] = Object.entries(change)[0]!
      const gql = await graphql(
        cms.url,
        cms.tokens.admin,
        `mutation { updateUser(id: ${cms.users.admin.id}, data: { tenants: [{ tenant: ${cms.tenants.alpha}, roles: [admin], ${field}: ${value} }] }) { id } }`,
      )
      expect(gql.json.errors?.length, gql.text).toBeGreaterThan(0)
      expect(await row(cms.users.admin.id)).toMatchObject({
        communityRole: before?.communityRole,
        videoPlatformRole: before?.videoPlatformRole ?? null,
      })
    },
  )

  it('still lets the admin set these roles for another member of the tenant, and change their own name', async () => {
    const other = await api(cms.url, `/api/users/${cms.users.editor.id}`, {
      method: 'PATCH',
      token: cms.tokens.admin,
      body: {
        tenants: [
          {
            tenant: cms.tenants.alpha,
            roles: ['editor'],
            communityRole: 'moderator',
            videoPlatformRole: 'VideoPlatformCreator',
          },
        ],
      },
    })
    expect(other.status, other.text).toBe(200)
    expect(await row(cms.users.editor.id)).toMatchObject({
      communityRole: 'moderator',
      videoPlatformRole: 'VideoPlatformCreator',
    })
    const own = await api(cms.url, `/api/users/${cms.users.admin.id}`, {
      method: 'PATCH',
      token: cms.tokens.admin,
      body: { name: 'Neuer Name' },
    })
    expect(own.status, own.text).toBe(200)
  })
})

describe('attack (issue 28, finding 7): erasing a user who has touched every module', () => {
  const cms = useCms({
    tenants: { erasure: {} },
    users: {
      root: ROOT_USER,
      // Manager of the video hub and the community in the tenant; signs in (an audit entry) and acts below.
      member: { email: 'erase-me@erasure.test', roles: { erasure: ['admin'] }, communityRoles: { erasure: 'manager' } },
    },
  })
  const EMAIL = 'erase-me@erasure.test'
  const traces = {} as Record<
    'notification' | 'content' | 'task' | 'interaction' | 'rule' | 'submission' | 'team' | 'emailLog',
    number
  >

  beforeAll(async () => {
    const { payload } = cms
    const tenant = cms.tenants.erasure
    const member = cms.users.member.id
    await payload.update({
      collection: 'users',
      id: member,
      data: {
        tenants: [{ tenant, roles: ['admin'], communityRole: 'manager', videoPlatformRole: 'VideoPlatformManager' }],
      },
    })
    // Their own change over REST: an audit entry with them as the actor.
    expect(
      (
        await api(cms.url, `/api/users/${member}`, {
          method: 'PATCH',
          token: cms.tokens.member,
          body: { name: 'Erika Beispiel' },
        })
      ).status,
    ).toBe(200)
    const channel = (await payload.create({ collection: 'video-platform-channels', data: { name: 'Kanal', tenant } }))
      .id
    const content = await api(cms.url, '/api/video-platform-content', {
      token: cms.tokens.member,
      body: { title: 'Video', channel, assignee: member, tenant, approvals: [{ comment: 'ok' }] },
    })
    expect(content.status, content.text).toBe(201)
    traces.content = content.json.doc.id
    traces.task = (
      await payload.create({
        collection: 'vp-tasks',
        data: { title: 'Schnitt', content: traces.content, assignee: member, status: 'open', tenant },
      })
    ).id
    traces.notification = (
      await payload.create({
        collection: 'vp-notifications',
        data: { type: 'task_assigned', title: 'Neue Aufgabe', recipient: member, tenant } as never,
      })
    ).id
    const account = (await createCommunityAccount(payload, tenant, 'UC-erase')).id
    traces.interaction = (
      await createInteraction(payload, tenant, account, { assignedTo: member, respondedBy: member })
    ).id
    traces.rule = (
      await payload.create({
        collection: 'community-rules',
        data: { name: 'Regel', tenant, actions: { assignTo: member, notify: [member] } } as never,
      })
    ).id
    const form = (
      await payload.create({
        collection: 'forms',
        data: { title: 'Kontakt', tenant, fields: [], confirmationMessage: richText('Danke') } as never,
      })
    ).id
    traces.submission = (
      await payload.create({
        collection: 'form-submissions',
        data: {
          form,
          tenant,
          submissionData: [],
          assignedTo: member,
          internalNotes: [{ note: 'Rückruf', author: member }],
        } as never,
      })
    ).id
    traces.team = (
      await payload.create({
        collection: 'team',
        data: { name: 'Erika Beispiel', role: 'Leitung', tenant, user: member } as never,
      })
    ).id
    traces.emailLog = (
      await payload.create({
        collection: 'email-logs',
        data: {
          to: 'kunde@example.test',
          subject: 'Hallo',
          source: 'send-email',
          status: 'sent',
          sentBy: member,
          tenant,
        } as never,
      })
    ).id
  })

  it('DELETE /api/users/{id} as super admin succeeds and leaves no personal trace, audit entries keep one pseudonymous id', async () => {
    const member = cms.users.member.id
    const actorEntries = await cms.payload.find({
      collection: 'audit-logs',
      where: { user: { equals: member } },
      depth: 0,
      pagination: false,
    })
    expect(actorEntries.docs.length).toBeGreaterThanOrEqual(2)

    const response = await api(cms.url, `/api/users/${member}`, { method: 'DELETE', token: cms.tokens.root })
    expect(response.status, response.text).toBe(200)
    expect(await cms.payload.count({ collection: 'users', where: { id: { equals: member } } })).toMatchObject({
      totalDocs: 0,
    })

    // Personal to them: gone. Shared work stays, without them.
    expect(
      await cms.payload.count({ collection: 'vp-notifications', where: { id: { equals: traces.notification } } }),
    ).toMatchObject({ totalDocs: 0 })
    expect(await cms.payload.findByID({ collection: 'vp-tasks', id: traces.task, depth: 0 })).toMatchObject({
      assignee: null,
      title: 'Schnitt',
    })
    const content = await cms.payload.findByID({ collection: 'video-platform-content', id: traces.content, depth: 0 })
    expect(content).toMatchObject({ assignee: null, createdBy: null })
    expect(content.approvals?.[0]).toMatchObject({ approver: null, comment: 'ok' })
    expect(
      await cms.payload.findByID({ collection: 'community-interactions', id: traces.interaction, depth: 0 }),
    ).toMatchObject({ assignedTo: null, respondedBy: null })
    expect(
      (await cms.payload.findByID({ collection: 'community-rules', id: traces.rule, depth: 0 })).actions,
    ).toMatchObject({ assignTo: null, notify: [] })
    const submission = await cms.payload.findByID({ collection: 'form-submissions', id: traces.submission, depth: 0 })
    expect(submission).toMatchObject({ assignedTo: null })
    expect(submission.internalNotes?.[0]).toMatchObject({ note: 'Rückruf', author: null })
    expect(await cms.payload.findByID({ collection: 'team', id: traces.team, depth: 0 })).toMatchObject({ user: null })
    expect(await cms.payload.findByID({ collection: 'email-logs', id: traces.emailLog, depth: 0 })).toMatchObject({
      sentBy: null,
    })

    // The audit log keeps what happened, under one pseudonym instead of the address or name.
    const audit = await cms.payload.find({ collection: 'audit-logs', depth: 0, pagination: false })
    expect(JSON.stringify(audit.docs)).not.toContain(EMAIL)
    expect(JSON.stringify(audit.docs)).not.toContain('Erika Beispiel')
    const byThem = audit.docs.filter((entry) => actorEntries.docs.some((before) => before.id === entry.id))
    const pseudonym = byThem[0]?.actorPseudonym
    expect(pseudonym).toMatch(/^deleted-user-[0-9a-f]{16}$/)
    expect(
      byThem.every((entry) => entry.actorPseudonym === pseudonym && entry.user === null && entry.actorEmail === null),
    ).toBe(true)
    const aboutThem = audit.docs.filter((entry) => entry.collection === 'users' && entry.documentId === String(member))
    expect(aboutThem.map((entry) => entry.action)).toEqual(expect.arrayContaining(['create', 'update', 'delete']))
    expect(aboutThem.every((entry) => entry.label === pseudonym)).toBe(true)
    // The super admin's own deletion entry names the super admin.
    expect(aboutThem.find((entry) => entry.action === 'delete')).toMatchObject({ user: cms.users.root.id })
  })
})
