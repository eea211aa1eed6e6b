import { beforeAll, describe, expect, it } from 'vitest'
import { restLogin, signIn } from '../helpers/cmsServer'
import { api, graphql, PASSWORD } from '../helpers/fixtures/platform'
import { useCms } from '../helpers/useCms'

const ATTACKER_PASSWORD = 'Uebernommen-Passwort-2026'

/**
 * One value per field of `users` as an attacker would send it. The first test fails when a field
 * is added to the collection without being listed here, so every field stays covered.
 */
function attackValues(tenants: { alpha: number; beta: number }): Record<string, unknown> {
  return {
    email: 'attacker@evil.test',
    password: ATTACKER_PASSWORD,
    name: 'Übernommen',
    isSuperAdmin: true,
    tenants: [
      { tenant: tenants.alpha, roles: ['admin'], communityRole: 'manager', videoPlatformRole: 'VideoPlatformManager' },
      { tenant: tenants.beta, roles: ['admin'], communityRole: 'manager', videoPlatformRole: 'VideoPlatformManager' },
    ],
    resetPasswordToken: 'attacker-known-token',
    resetPasswordExpiration: '2099-01-01T00:00:00.000Z',
    resetPasswordRequestedAt: '2099-01-01T00:00:00.000Z',
    salt: 'attacker-salt',
    hash: 'attacker-hash',
    sessions: [
      { id: 'attacker-session', createdAt: '2026-01-01T00:00:00.000Z', expiresAt: '2099-01-01T00:00:00.000Z' },
    ],
    updatedAt: '2000-01-01T00:00:00.000Z',
    createdAt: '2000-01-01T00:00:00.000Z',
  }
}

/** The fields of `users` GraphQL accepts in `updateUser(data:)`, with GraphQL literals. */
const graphqlValues = (tenants: { alpha: number; beta: number }): Record<string, string> => ({
  email: '"attacker@evil.test"',
  password: `"${ATTACKER_PASSWORD}"`,
  name: '"Übernommen"',
  isSuperAdmin: 'true',
  tenants: `[{ tenant: ${tenants.alpha}, roles: [admin], communityRole: manager, videoPlatformRole: VideoPlatformManager }, { tenant: ${tenants.beta}, roles: [admin], communityRole: manager }]`,
})

describe('attack (issue 11): a tenant admin takes over a user of another tenant', () => {
  const cms = useCms()
  const tenants = { alpha: 0, beta: 0 }
  let rootToken: string
  let attackerToken: string
  let victim: number
  let ownViewer: number
  let attacker: number

  /** Everything stored about a user, hidden fields included. */
  const stored = async (id: number) => {
    const doc = await cms.payload.findByID({
      collection: 'users',
      id,
      depth: 0,
      showHiddenFields: true,
      overrideAccess: true,
    })
    return JSON.parse(JSON.stringify(doc)) as Record<string, unknown>
  }

  beforeAll(async () => {
    await cms.payload.create({
      collection: 'users',
      data: { email: 'root@platform.test', password: PASSWORD, isSuperAdmin: true },
    })
    rootToken = await signIn(cms.server, 'root@platform.test')
    // As in the attack: the super admin sets everything up over REST.
    for (const slug of ['alpha', 'beta'] as const) {
      const created = await api(cms.url, '/api/tenants', {
        token: rootToken,
        body: { name: `Tenant ${slug}`, slug, domains: [{ domain: `${slug}.test` }] },
      })
      expect(created.status, created.text).toBe(201)
      tenants[slug] = created.json.doc.id
    }
    const createUser = async (email: string, memberships: { tenant: number; roles: string[] }[]) => {
      const created = await api(cms.url, '/api/users', {
        token: rootToken,
        body: { email, password: PASSWORD, name: email, tenants: memberships },
      })
      expect(created.status, created.text).toBe(201)
      return created.json.doc.id as number
    }
    attacker = await createUser('a@alpha.test', [{ tenant: tenants.alpha, roles: ['admin'] }])
    victim = await createUser('m@both.test', [
      { tenant: tenants.alpha, roles: ['viewer'] },
      { tenant: tenants.beta, roles: ['admin'] },
    ])
    ownViewer = await createUser('u@alpha.test', [{ tenant: tenants.alpha, roles: ['viewer'] }])
    attackerToken = await signIn(cms.server, 'a@alpha.test')
  })

  it('the attack table covers every field of users', () => {
    // `password` is no stored field: Payload turns it into `hash` and `salt`.
    const fields = [...cms.payload.collections.users.config.flattenedFields.map((field) => field.name), 'password']
    expect(Object.keys(attackValues(tenants)).sort()).toEqual([...new Set(fields)].sort())
  })

  it('REST: every field of M, one PATCH each, is refused with 403 and nothing changes', async () => {
    const before = await stored(victim)
    for (const [field, value] of Object.entries(attackValues(tenants))) {
      const response = await api(cms.url, `/api/users/${victim}`, {
        method: 'PATCH',
        token: attackerToken,
        body: { [field]: value },
      })
      expect(response.status, `${field}: ${response.text}`).toBe(403)
    }
    const everything = await api(cms.url, `/api/users/${victim}`, {
      method: 'PATCH',
      token: attackerToken,
      body: attackValues(tenants),
    })
    expect(everything.status).toBe(403)
    expect(await stored(victim)).toEqual(before)
  })

  it('GraphQL: updateUser on M is refused for every field', async () => {
    const before = await stored(victim)
    for (const [field, literal] of Object.entries(graphqlValues(tenants))) {
      const response = await graphql(
        cms.url,
        attackerToken,
        `mutation { updateUser(id: ${victim}, data: { ${field}: ${literal} }) { id } }`,
      )
      expect(response.json.errors?.length, `${field}: ${response.text}`).toBeGreaterThan(0)
      expect(response.json.data?.updateUser ?? null).toBeNull()
    }
    expect(await stored(victim)).toEqual(before)
  })

  it('bulk PATCH /api/users?where[...] never reaches M', async () => {
    const before = await stored(victim)
    const queries = [
      `where[email][equals]=m%40both.test`,
      `where[tenants.tenant][in]=${tenants.alpha}`,
      `where[id][exists]=true`,
    ]
    for (const query of queries) {
      for (const [field, value] of Object.entries(attackValues(tenants))) {
        if (field === 'email') continue // the unique index would refuse it for several users anyway
        await api(cms.url, `/api/users?${query}`, { method: 'PATCH', token: attackerToken, body: { [field]: value } })
      }
    }
    expect(await stored(victim)).toEqual(before)
  })

  it('after the attempts M still logs in with the own password, the attacker’s does not work, beta’s export stays closed', async () => {
    await expect(restLogin(cms.url, 'm@both.test', ATTACKER_PASSWORD)).rejects.toThrow(/401/)
    await expect(restLogin(cms.url, 'attacker@evil.test', ATTACKER_PASSWORD)).rejects.toThrow(/401/)
    expect(await signIn(cms.server, 'm@both.test')).toBeTruthy()
    const exported = await api(cms.url, `/api/tenants/${tenants.beta}/export`, { token: attackerToken })
    expect(exported.status).toBe(403)
    expect(exported.text).not.toContain('Tenant beta')
    expect((await api(cms.url, `/api/users/${victim}`, { method: 'DELETE', token: attackerToken })).status).toBe(403)
  })

  it('a tenant admin edits a user who is only in their tenants, but never the password or e-mail', async () => {
    const renamed = await api(cms.url, `/api/users/${ownViewer}`, {
      method: 'PATCH',
      token: attackerToken,
      body: { name: 'Ulla', tenants: [{ tenant: tenants.alpha, roles: ['editor'], communityRole: 'moderator' }] },
    })
    expect(renamed.status, renamed.text).toBe(200)
    // The unchanged address (in another spelling) is no change.
    expect(
      (
        await api(cms.url, `/api/users/${ownViewer}`, {
          method: 'PATCH',
          token: attackerToken,
          body: { email: 'U@alpha.test' },
        })
      ).status,
    ).toBe(200)
    const before = await stored(ownViewer)
    expect(before).toMatchObject({
      name: 'Ulla',
      email: 'u@alpha.test',
      tenants: [{ roles: ['editor'], communityRole: 'moderator' }],
    })

    for (const body of [
      { password: ATTACKER_PASSWORD },
      { email: 'other@alpha.test' },
      { name: 'x', email: 'U@Alpha.test.', password: ATTACKER_PASSWORD },
    ]) {
      const rest = await api(cms.url, `/api/users/${ownViewer}`, {
        method: 'PATCH',
        token: attackerToken,
        body,
        headers: { 'accept-language': 'en' },
      })
      expect(rest.status, rest.text).toBe(403)
      expect(rest.json.errors[0].message).toMatch(
        /Only a super admin changes another user’s password or e-mail address/,
      )
    }
    const german = await api(cms.url, `/api/users/${ownViewer}`, {
      method: 'PATCH',
      token: attackerToken,
      body: { password: ATTACKER_PASSWORD },
      headers: { 'accept-language': 'de' },
    })
    expect(german.json.errors[0].message).toMatch(/ändert nur ein Super-Admin/)

    const viaGraphql = await graphql(
      cms.url,
      attackerToken,
      `mutation { updateUser(id: ${ownViewer}, data: { password: "${ATTACKER_PASSWORD}" }) { id } }`,
    )
    expect(viaGraphql.json.errors?.[0]?.message).toMatch(/Super-Admin|super admin/)
    const bulk = await api(cms.url, `/api/users?where[id][equals]=${ownViewer}`, {
      method: 'PATCH',
      token: attackerToken,
      body: { password: ATTACKER_PASSWORD },
    })
    expect(bulk.status).toBe(400)
    expect(bulk.json.docs).toEqual([])

    expect(await stored(ownViewer)).toEqual(before)
    await expect(restLogin(cms.url, 'u@alpha.test', ATTACKER_PASSWORD)).rejects.toThrow(/401/)
  })

  it('internal auth fields (hash, reset token, sessions) cannot be written over the API, not even on oneself', async () => {
    const before = await stored(attacker)
    const {
      email: _email,
      password: _password,
      name: _name,
      tenants: _tenants,
      isSuperAdmin: _super,
      ...internal
    } = attackValues(tenants)
    const response = await api(cms.url, `/api/users/${attacker}`, {
      method: 'PATCH',
      token: attackerToken,
      body: internal,
    })
    expect(response.status, response.text).toBe(200)
    const after = await stored(attacker)
    for (const field of [
      'hash',
      'salt',
      'resetPasswordToken',
      'resetPasswordExpiration',
      'resetPasswordRequestedAt',
      'sessions',
      'createdAt',
    ])
      expect(after[field], field).toEqual(before[field])
    const reset = await api(cms.url, '/api/users/reset-password', {
      body: { token: 'attacker-known-token', password: ATTACKER_PASSWORD },
    })
    expect(reset.status).toBeGreaterThanOrEqual(400)
  })

  it('the user themself and super admins change password and e-mail; others use the reset mail', async () => {
    const own = await api(cms.url, `/api/users/${attacker}`, {
      method: 'PATCH',
      token: attackerToken,
      body: { password: 'Eigenes-Neues-Passwort-2026' },
    })
    expect(own.status, own.text).toBe(200)
    attackerToken = await restLogin(cms.url, 'a@alpha.test', 'Eigenes-Neues-Passwort-2026')
    const byRoot = await api(cms.url, `/api/users/${victim}`, {
      method: 'PATCH',
      token: rootToken,
      body: { email: 'm2@both.test', password: 'Vom-Admin-Gesetzt-2026' },
    })
    expect(byRoot.status, byRoot.text).toBe(200)
    expect(await restLogin(cms.url, 'm2@both.test', 'Vom-Admin-Gesetzt-2026')).toBeTruthy()
    // The way for everyone else: the reset mail, answered alike for every address.
    const forgot = await api(cms.url, '/api/users/forgot-password', { body: { email: 'u@alpha.test' } })
    expect(forgot.status, forgot.text).toBe(200)
    expect((await stored(ownViewer)).resetPasswordToken).toEqual(expect.any(String))
  })
})
