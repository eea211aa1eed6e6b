import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CmsStack, signIn, startCms } from '../helpers/cmsServer'
import { api, createSuperAdmin, createTenant, createUser, PASSWORD } from '../helpers/fixtures/platform'

describe('users: super admin flag, tenant admins manage only their tenants, role fields', () => {
  let payload: Payload
  let server: CmsStack['server']
  let alpha: number
  let beta: number
  let adminA: { id: number }
  let editorA: { id: number }
  let shared: { id: number }
  let userB: { id: number }
  let root: { id: number }
  let adminToken: string
  let editorToken: string

  beforeAll(async () => {
    ;({ payload, server } = await startCms())
    alpha = (await createTenant(payload, 'alpha')).id
    beta = (await createTenant(payload, 'beta')).id
    root = await createSuperAdmin(payload)
    adminA = await createUser(payload, 'admin@alpha.test', [{ tenant: alpha, roles: ['admin'] }])
    editorA = await createUser(payload, 'editor@alpha.test', [{ tenant: alpha, roles: ['editor'] }])
    shared = await createUser(payload, 'shared@both.test', [
      { tenant: alpha, roles: ['editor'] },
      { tenant: beta, roles: ['viewer'] },
    ])
    userB = await createUser(payload, 'editor@beta.test', [{ tenant: beta, roles: ['editor'] }])
    adminToken = await signIn(server, 'admin@alpha.test')
    editorToken = await signIn(server, 'editor@alpha.test')
  })
  afterAll(() => server.close())

  const user = (id: number) => payload.findByID({ collection: 'users', id, depth: 0 })

  it('only super admins can set isSuperAdmin (a tenant admin’s attempt via REST is ignored)', async () => {
    const self = await api(server.url, `/api/users/${adminA.id}`, { method: 'PATCH', token: adminToken, body: { isSuperAdmin: true } })
    expect(self.status).toBe(200)
    expect((await user(adminA.id)).isSuperAdmin).toBe(false)
    const created = await api(server.url, '/api/users', {
      token: adminToken,
      body: { email: 'new@alpha.test', password: PASSWORD, isSuperAdmin: true, tenants: [{ tenant: alpha, roles: ['editor'] }] },
    })
    expect(created.status, created.text).toBe(201)
    expect((await user(created.json.doc.id)).isSuperAdmin).toBe(false)
    const rootToken = await signIn(server, 'root@platform.test')
    const promoted = await api(server.url, `/api/users/${editorA.id}`, { method: 'PATCH', token: rootToken, body: { isSuperAdmin: true } })
    expect(promoted.status).toBe(200)
    expect((await user(editorA.id)).isSuperAdmin).toBe(true)
    await payload.update({ collection: 'users', id: editorA.id, data: { isSuperAdmin: false } })
  })

  it('a tenant admin cannot grant roles in or add memberships of another tenant', async () => {
    const intoBeta = await api(server.url, '/api/users', {
      token: adminToken,
      body: { email: 'sneaky@beta.test', password: PASSWORD, tenants: [{ tenant: beta, roles: ['admin'] }] },
    })
    expect(intoBeta.status).toBe(400)
    expect(await payload.count({ collection: 'users', where: { email: { equals: 'sneaky@beta.test' } } })).toMatchObject({ totalDocs: 0 })

    // shared also belongs to beta: an alpha admin cannot edit the account at all (issue 11).
    const promoteInBeta = await api(server.url, `/api/users/${shared.id}`, {
      method: 'PATCH',
      token: adminToken,
      body: { tenants: [{ tenant: alpha, roles: ['editor'] }, { tenant: beta, roles: ['admin'] }] },
    })
    expect(promoteInBeta.status).toBe(403)
    const dropBeta = await api(server.url, `/api/users/${shared.id}`, { method: 'PATCH', token: adminToken, body: { tenants: [{ tenant: alpha, roles: ['editor'] }] } })
    expect(dropBeta.status).toBe(403)
    const addSelfToBeta = await api(server.url, `/api/users/${adminA.id}`, {
      method: 'PATCH',
      token: adminToken,
      body: { tenants: [{ tenant: alpha, roles: ['admin'] }, { tenant: beta, roles: ['admin'] }] },
    })
    expect(addSelfToBeta.status).toBe(400)

    // Even a role change in their own tenant is refused while the user belongs to beta too.
    const promoteInAlpha = await api(server.url, `/api/users/${shared.id}`, {
      method: 'PATCH',
      token: adminToken,
      body: { tenants: [{ tenant: alpha, roles: ['admin'] }, { tenant: beta, roles: ['viewer'] }] },
    })
    expect(promoteInAlpha.status, promoteInAlpha.text).toBe(403)
    expect((await user(shared.id)).tenants?.map((row) => [row.tenant, row.roles])).toEqual([
      [alpha, ['editor']],
      [beta, ['viewer']],
    ])

    // A user only in alpha: the alpha admin re-roles them, but cannot add a beta membership.
    const intoBetaRow = await api(server.url, `/api/users/${editorA.id}`, {
      method: 'PATCH',
      token: adminToken,
      body: { tenants: [{ tenant: alpha, roles: ['editor'] }, { tenant: beta, roles: ['viewer'] }] },
    })
    expect(intoBetaRow.status).toBe(400)
  })

  it('a tenant admin manages users of their tenant only, never super admins or users of other tenants', async () => {
    const renamed = await api(server.url, `/api/users/${editorA.id}`, { method: 'PATCH', token: adminToken, body: { name: 'Erika Editor' } })
    expect(renamed.status).toBe(200)
    for (const id of [userB.id, root.id]) {
      const response = await api(server.url, `/api/users/${id}`, { method: 'PATCH', token: adminToken, body: { name: 'x' } })
      expect(response.status).toBe(403)
      expect((await user(id)).name).not.toBe('x')
    }
    expect((await api(server.url, `/api/users/${userB.id}`, { token: adminToken })).status).toBe(404)
    // shared belongs to beta as well: an alpha admin cannot delete the account
    expect((await api(server.url, `/api/users/${shared.id}`, { method: 'DELETE', token: adminToken })).status).toBe(403)
    const own = await createUser(payload, 'temp@alpha.test', [{ tenant: alpha, roles: ['viewer'] }])
    expect((await api(server.url, `/api/users/${own.id}`, { method: 'DELETE', token: adminToken })).status).toBe(200)
  })

  it('editors edit only their own account and cannot raise their roles', async () => {
    expect((await api(server.url, `/api/users/${shared.id}`, { method: 'PATCH', token: editorToken, body: { name: 'x' } })).status).toBe(403)
    const selfPromotion = await api(server.url, `/api/users/${editorA.id}`, {
      method: 'PATCH',
      token: editorToken,
      body: { tenants: [{ tenant: alpha, roles: ['admin'] }] },
    })
    expect(selfPromotion.status).toBe(400)
    // Community and video-hub roles live on the membership row: raising them is a membership change.
    const rolePromotion = await api(server.url, `/api/users/${editorA.id}`, {
      method: 'PATCH',
      token: editorToken,
      body: { tenants: [{ tenant: alpha, roles: ['editor'], communityRole: 'manager', videoPlatformRole: 'VideoPlatformManager' }] },
    })
    expect(rolePromotion.status).toBe(400)
    expect((await api(server.url, `/api/users/${editorA.id}`, { method: 'PATCH', token: editorToken, body: { name: 'Eva' } })).status).toBe(200)
    const stored = await user(editorA.id)
    expect(stored).toMatchObject({ name: 'Eva', tenants: [{ roles: ['editor'], communityRole: 'none' }] })
    expect(stored.tenants?.[0]?.videoPlatformRole ?? null).toBeNull()
    expect((await api(server.url, '/api/users', { token: editorToken, body: { email: 'e@alpha.test', password: PASSWORD, tenants: [{ tenant: alpha, roles: ['viewer'] }] } })).status).toBe(403)
  })

  it('tenant admins assign community and video-hub roles to their users', async () => {
    const response = await api(server.url, `/api/users/${editorA.id}`, {
      method: 'PATCH',
      token: adminToken,
      body: { tenants: [{ tenant: alpha, roles: ['editor'], communityRole: 'moderator', videoPlatformRole: 'VideoPlatformCreator' }] },
    })
    expect(response.status, response.text).toBe(200)
    expect(await user(editorA.id)).toMatchObject({ tenants: [{ roles: ['editor'], communityRole: 'moderator', videoPlatformRole: 'VideoPlatformCreator' }] })
  })
})
