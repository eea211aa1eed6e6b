import { describe, expect, it } from 'vitest'
import { signIn } from '../helpers/cmsServer'
import { api, createUser, PASSWORD } from '../helpers/fixtures/platform'
import { ROOT_USER, useCms } from '../helpers/useCms'

describe('users: super admin flag, tenant admins manage only their tenants, role fields', () => {
  const cms = useCms({
    tenants: { alpha: {}, beta: {} },
    users: {
      root: { ...ROOT_USER, signIn: false },
      adminA: { email: 'admin@alpha.test', roles: { alpha: ['admin'] } },
      editorA: { email: 'editor@alpha.test', roles: { alpha: ['editor'] } },
      shared: { email: 'shared@both.test', roles: { alpha: ['editor'], beta: ['viewer'] }, signIn: false },
      userB: { email: 'editor@beta.test', roles: { beta: ['editor'] }, signIn: false },
    },
  })

  const user = (id: number) => cms.payload.findByID({ collection: 'users', id, depth: 0 })

  it('only super admins can set isSuperAdmin (a tenant admin’s attempt via REST is ignored)', async () => {
    const self = await api(cms.url, `/api/users/${cms.users.adminA.id}`, {
      method: 'PATCH',
      token: cms.tokens.adminA,
      body: { isSuperAdmin: true },
    })
    expect(self.status).toBe(200)
    expect((await user(cms.users.adminA.id)).isSuperAdmin).toBe(false)
    const created = await api(cms.url, '/api/users', {
      token: cms.tokens.adminA,
      body: {
        email: 'new@alpha.test',
        password: PASSWORD,
        isSuperAdmin: true,
        tenants: [{ tenant: cms.tenants.alpha, roles: ['editor'] }],
      },
    })
    expect(created.status, created.text).toBe(201)
    expect((await user(created.json.doc.id)).isSuperAdmin).toBe(false)
    const rootToken = await signIn(cms.server, 'root@platform.test')
    const promoted = await api(cms.url, `/api/users/${cms.users.editorA.id}`, {
      method: 'PATCH',
      token: rootToken,
      body: { isSuperAdmin: true },
    })
    expect(promoted.status).toBe(200)
    expect((await user(cms.users.editorA.id)).isSuperAdmin).toBe(true)
    await cms.payload.update({ collection: 'users', id: cms.users.editorA.id, data: { isSuperAdmin: false } })
  })

  it('a tenant admin cannot grant roles in or add memberships of another tenant', async () => {
    const intoBeta = await api(cms.url, '/api/users', {
      token: cms.tokens.adminA,
      body: {
        email: 'sneaky@beta.test',
        password: PASSWORD,
        tenants: [{ tenant: cms.tenants.beta, roles: ['admin'] }],
      },
    })
    expect(intoBeta.status).toBe(400)
    expect(
      await cms.payload.count({ collection: 'users', where: { email: { equals: 'sneaky@beta.test' } } }),
    ).toMatchObject({ totalDocs: 0 })

    // shared also belongs to beta: an alpha admin cannot edit the account at all (issue 11).
    const promoteInBeta = await api(cms.url, `/api/users/${cms.users.shared.id}`, {
      method: 'PATCH',
      token: cms.tokens.adminA,
      body: {
        tenants: [
          { tenant: cms.tenants.alpha, roles: ['editor'] },
          { tenant: cms.tenants.beta, roles: ['admin'] },
        ],
      },
    })
    expect(promoteInBeta.status).toBe(403)
    const dropBeta = await api(cms.url, `/api/users/${cms.users.shared.id}`, {
      method: 'PATCH',
      token: cms.tokens.adminA,
      body: { tenants: [{ tenant: cms.tenants.alpha, roles: ['editor'] }] },
    })
    expect(dropBeta.status).toBe(403)
    const addSelfToBeta = await api(cms.url, `/api/users/${cms.users.adminA.id}`, {
      method: 'PATCH',
      token: cms.tokens.adminA,
      body: {
        tenants: [
          { tenant: cms.tenants.alpha, roles: ['admin'] },
          { tenant: cms.tenants.beta, roles: ['admin'] },
        ],
      },
    })
    expect(addSelfToBeta.status).toBe(400)

    // Even a role change in their own tenant is refused while the user belongs to beta too.
    const promoteInAlpha = await api(cms.url, `/api/users/${cms.users.shared.id}`, {
      method: 'PATCH',
      token: cms.tokens.adminA,
      body: {
        tenants: [
          { tenant: cms.tenants.alpha, roles: ['admin'] },
          { tenant: cms.tenants.beta, roles: ['viewer'] },
        ],
      },
    })
    expect(promoteInAlpha.status, promoteInAlpha.text).toBe(403)
    expect((await user(cms.users.shared.id)).tenants?.map((row) => [row.tenant, row.roles])).toEqual([
      [cms.tenants.alpha, ['editor']],
      [cms.tenants.beta, ['viewer']],
    ])

    // A user only in alpha: the alpha admin re-roles them, but cannot add a beta membership.
    const intoBetaRow = await api(cms.url, `/api/users/${cms.users.editorA.id}`, {
      method: 'PATCH',
      token: cms.tokens.adminA,
      body: {
        tenants: [
          { tenant: cms.tenants.alpha, roles: ['editor'] },
          { tenant: cms.tenants.beta, roles: ['viewer'] },
        ],
      },
    })
    expect(intoBetaRow.status).toBe(400)
  })

  it('a tenant admin manages users of their tenant only, never super admins or users of other tenants', async () => {
    const renamed = await api(cms.url, `/api/users/${cms.users.editorA.id}`, {
      method: 'PATCH',
      token: cms.tokens.adminA,
      body: { name: 'Erika Editor' },
    })
    expect(renamed.status).toBe(200)
    for (const id of [cms.users.userB.id, cms.users.root.id]) {
      const response = await api(cms.url, `/api/users/${id}`, {
        method: 'PATCH',
        token: cms.tokens.adminA,
        body: { name: 'x' },
      })
      expect(response.status).toBe(403)
      expect((await user(id)).name).not.toBe('x')
    }
    expect((await api(cms.url, `/api/users/${cms.users.userB.id}`, { token: cms.tokens.adminA })).status).toBe(404)
    // shared belongs to beta as well: an alpha admin cannot delete the account
    expect(
      (await api(cms.url, `/api/users/${cms.users.shared.id}`, { method: 'DELETE', token: cms.tokens.adminA })).status,
    ).toBe(403)
    const own = await createUser(cms.payload, 'temp@alpha.test', [{ tenant: cms.tenants.alpha, roles: ['viewer'] }])
    expect((await api(cms.url, `/api/users/${own.id}`, { method: 'DELETE', token: cms.tokens.adminA })).status).toBe(
      200,
    )
  })

  it('editors edit only their own account and cannot raise their roles', async () => {
    expect(
      (
        await api(cms.url, `/api/users/${cms.users.shared.id}`, {
          method: 'PATCH',
          token: cms.tokens.editorA,
          body: { name: 'x' },
        })
      ).status,
    ).toBe(403)
    const selfPromotion = await api(cms.url, `/api/users/${cms.users.editorA.id}`, {
      method: 'PATCH',
      token: cms.tokens.editorA,
      body: { tenants: [{ tenant: cms.tenants.alpha, roles: ['admin'] }] },
    })
    expect(selfPromotion.status).toBe(400)
    // Community and video-hub roles live on the membership row: raising them is a membership change.
    const rolePromotion = await api(cms.url, `/api/users/${cms.users.editorA.id}`, {
      method: 'PATCH',
      token: cms.tokens.editorA,
      body: {
        tenants: [
          {
            tenant: cms.tenants.alpha,
            roles: ['editor'],
            communityRole: 'manager',
            videoPlatformRole: 'VideoPlatformManager',
          },
        ],
      },
    })
    expect(rolePromotion.status).toBe(400)
    expect(
      (
        await api(cms.url, `/api/users/${cms.users.editorA.id}`, {
          method: 'PATCH',
          token: cms.tokens.editorA,
          body: { name: 'Eva' },
        })
      ).status,
    ).toBe(200)
    const stored = await user(cms.users.editorA.id)
    expect(stored).toMatchObject({ name: 'Eva', tenants: [{ roles: ['editor'], communityRole: 'none' }] })
    expect(stored.tenants?.[0]?.videoPlatformRole ?? null).toBeNull()
    expect(
      (
        await api(cms.url, '/api/users', {
          token: cms.tokens.editorA,
          body: {
            email: 'e@alpha.test',
            password: PASSWORD,
            tenants: [{ tenant: cms.tenants.alpha, roles: ['viewer'] }],
          },
        })
      ).status,
    ).toBe(403)
  })

  it('tenant admins assign community and video-hub roles to their users', async () => {
    const response = await api(cms.url, `/api/users/${cms.users.editorA.id}`, {
      method: 'PATCH',
      token: cms.tokens.adminA,
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
    expect(response.status, response.text).toBe(200)
    expect(await user(cms.users.editorA.id)).toMatchObject({
      tenants: [{ roles: ['editor'], communityRole: 'moderator', videoPlatformRole: 'VideoPlatformCreator' }],
    })
  })
})
