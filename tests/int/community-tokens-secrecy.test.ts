import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postgresPool } from '@/lib/db/payloadPostgres'
import { refreshTokens, DEFAULT_REFRESH_OPTIONS } from '@/modules/community/lib/tokens/refresh'
import { getTestPayload } from '../helpers/payload'
import { signIn, startCmsApi } from '../helpers/cmsServer'
import { api, createTenant, createUser, graphql } from '../helpers/fixtures/platform'
import type { RunningServer } from '@agency-platform/shared/testing/fetchServer'
import { createCommunityUser, platformOf } from '../helpers/fixtures/community'
import { startFakeOAuth, type FakeOAuth } from '../helpers/fixtures/fakeOAuth'

/**
 * The tokens of social accounts are write-only: neither the clear text nor the ciphertext reaches
 * any read path — REST (list, by id, populated through a relationship), GraphQL, the Local API as
 * a user, the audit log, the logs — and the clear text is in no table. (The admin's form state is
 * built from the same Local API read; @payloadcms/ui cannot be imported under vitest, its CSS.)
 */
let payload: Payload
let cms: RunningServer
let fake: FakeOAuth
let tenant = 0
let otherTenant = 0
const manager = { id: 0, token: '' }
let superAdminToken = ''
let accountId = 0
const clear = {
  access: `ya29.secret-${randomBytes(12).toString('hex')}`,
  refresh: `1//secret-${randomBytes(12).toString('hex')}`,
}
/** Every ciphertext the account has held (the refresh run and the update replace them). */
const sealed: string[] = []
const logged: string[] = []
const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const

/** Every form a leaked token could take: clear text, the stored ciphertexts, and any of their distinctive parts. */
function leaks(text: string): string[] {
  const found: string[] = []
  for (const value of [clear.access, clear.refresh, `${clear.access}-2`, ...fake.issued])
    if (text.includes(value)) found.push(`clear:${value.slice(0, 12)}`)
  for (const value of sealed) {
    // The ciphertext's data and tag parts are long random base64url: any of them alone is a leak.
    for (const part of value.split('.').slice(1)) if (text.includes(part)) found.push(`sealed:${part.slice(0, 8)}`)
  }
  return found
}

async function readSealed() {
  const account = (await payload.findByID({
    collection: 'social-accounts',
    id: accountId,
    overrideAccess: true,
    showHiddenFields: true,
  })) as unknown as {
    accessTokenSealed: string
    refreshTokenSealed: string
  }
  sealed.push(account.accessTokenSealed, account.refreshTokenSealed)
}

beforeAll(async () => {
  fake = await startFakeOAuth()
  Object.assign(process.env, fake.env, { TOKEN_REFRESH_PAUSE_MS: '0' })
  payload = await getTestPayload()
  // Every log line of the test, at every level, from Payload and from our code.
  payload.logger.level = 'trace'
  for (const level of LEVELS) {
    const original = payload.logger[level].bind(payload.logger)
    payload.logger[level] = ((...args: unknown[]) => {
      logged.push(
        JSON.stringify(args, (_key, value) =>
          value instanceof Error ? { message: value.message, stack: value.stack } : value,
        ),
      )
      return (original as (...rest: unknown[]) => void)(...args)
    }) as (typeof payload.logger)[typeof level]
  }
  cms = await startCmsApi()
  tenant = (await createTenant(payload, 'secrecy-alpha')).id
  otherTenant = (await createTenant(payload, 'secrecy-beta')).id
  // Community manager (connects the account) and video-hub manager (receives its token notices).
  manager.id = (
    await createCommunityUser(payload, 'manager@secrecy.test', [
      { tenant, communityRole: 'manager', hub: 'VideoPlatformManager' },
    ])
  ).id
  await createCommunityUser(payload, 'manager@secrecy-beta.test', [{ tenant: otherTenant, communityRole: 'manager' }])
  await createUser(payload, 'root@secrecy.test', [], { isSuperAdmin: true })
  manager.token = await signIn(cms, 'manager@secrecy.test')
  superAdminToken = await signIn(cms, 'root@secrecy.test')
  const platform = await platformOf(payload, tenant, 'youtube')

  // Stored through REST, as the admin form does: the create answer must not echo them either.
  const created = await api(cms.url, '/api/social-accounts', {
    token: manager.token,
    body: {
      tenant,
      platform: platform.id,
      name: 'Geheim',
      externalId: 'UCsecret',
      accessToken: clear.access,
      refreshToken: clear.refresh,
      tokenExpiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    },
  })
  expect(created.status).toBe(201)
  accountId = created.json.doc.id
  await readSealed()
  expect(leaks(created.text)).toEqual([])
  expect(created.json.doc).toMatchObject({ accessTokenSet: true, refreshTokenSet: true })
  // A refresh run writes new tokens and notifications that point at the account.
  fake.modes.google = 'success'
  await refreshTokens(
    payload,
    { ...DEFAULT_REFRESH_OPTIONS, tenants: [tenant] },
    `secrecy-${randomBytes(4).toString('hex')}`,
  )
  await readSealed()
  expect(new Set(sealed).size).toBe(3)
  // An update through REST (new access token) answers without it too.
  const updated = await api(cms.url, `/api/social-accounts/${accountId}`, {
    method: 'PATCH',
    token: manager.token,
    body: { name: 'Geheim 2', accessToken: `${clear.access}-2` },
  })
  expect(updated.status).toBe(200)
  await readSealed()
  expect(leaks(updated.text)).toEqual([])
  expect(updated.text).not.toContain(`${clear.access}-2`)
})

afterAll(async () => {
  await cms?.close()
  await fake?.close()
})

describe('social account tokens on every read path', () => {
  it('REST: list, by id, every depth, select of the hidden columns, and populated through a notification', async () => {
    for (const path of [
      '/api/social-accounts?depth=0',
      '/api/social-accounts?depth=2',
      `/api/social-accounts/${accountId}?depth=1`,
      `/api/social-accounts/${accountId}?select[accessTokenSealed]=true&select[refreshTokenSealed]=true&select[accessToken]=true`,
      `/api/social-accounts?where[accessTokenSealed][exists]=true`,
      '/api/vp-notifications?depth=2',
    ]) {
      for (const token of [manager.token, superAdminToken]) {
        const response = await api(cms.url, path, { token })
        expect(response.status, path).toBeLessThan(500)
        expect(leaks(response.text), path).toEqual([])
      }
    }
    const notifications = await api(cms.url, '/api/vp-notifications?depth=1', { token: manager.token })
    expect(notifications.json.docs[0].relatedAccount).toMatchObject({ id: accountId, accessTokenSet: true })
    const account = await api(cms.url, `/api/social-accounts/${accountId}`, { token: superAdminToken })
    expect(
      Object.keys(account.json)
        .filter((key) => /token/i.test(key))
        .sort(),
    ).toEqual(['accessTokenSet', 'refreshTokenSet', 'tokenExpiresAt'])
  })

  it('GraphQL: the token fields and the ciphertexts read as null or are refused', async () => {
    const query = `{ SocialAccounts { docs { id accessToken refreshToken accessTokenSet } } VpNotifications { docs { relatedAccount { accessToken refreshToken } } } }`
    const response = await graphql(cms.url, superAdminToken, query)
    expect(response.status).toBe(200)
    expect(response.json.data.SocialAccounts.docs[0]).toMatchObject({
      accessToken: null,
      refreshToken: null,
      accessTokenSet: true,
    })
    expect(leaks(response.text)).toEqual([])
    const hidden = await graphql(cms.url, superAdminToken, '{ SocialAccounts { docs { accessTokenSealed } } }')
    // Either not in the schema (an error) or read-protected (null): never a value.
    expect(hidden.json.errors?.[0]?.message ?? hidden.json.data.SocialAccounts.docs[0].accessTokenSealed).toSatisfy(
      (answer: unknown) => answer === null || /accessTokenSealed/.test(String(answer)),
    )
    expect(leaks(hidden.text)).toEqual([])
  })

  it('Local API as a user (no overrideAccess), even asking for hidden fields', async () => {
    const user = await payload.findByID({ collection: 'users', id: manager.id, overrideAccess: true })
    const asUser = { user, overrideAccess: false, showHiddenFields: true } as const
    const list = await payload.find({ collection: 'social-accounts', depth: 2, ...asUser })
    const byId = await payload.findByID({ collection: 'social-accounts', id: accountId, ...asUser })
    const notices = await payload.find({ collection: 'vp-notifications', depth: 2, ...asUser })
    expect(list.totalDocs).toBe(1)
    expect(leaks(JSON.stringify([list, byId, notices]))).toEqual([])
  })

  it('tenant isolation: a manager of another tenant does not see the account at all', async () => {
    const other = await signIn(cms, 'manager@secrecy-beta.test')
    const list = await api(cms.url, '/api/social-accounts', { token: other })
    expect(list.json.totalDocs).toBe(0)
    expect((await api(cms.url, `/api/social-accounts/${accountId}`, { token: other })).status).toBe(404)
    // Writing a token into another tenant's account is refused.
    const write = await api(cms.url, `/api/social-accounts/${accountId}`, {
      method: 'PATCH',
      token: other,
      body: { accessToken: 'planted' },
    })
    expect([403, 404]).toContain(write.status)
  })

  it('audit log, logs, and every table: no clear token anywhere, the ciphertext only in its own columns', async () => {
    const audit = await payload.find({ collection: 'audit-logs', pagination: false, overrideAccess: true })
    expect(leaks(JSON.stringify(audit.docs))).toEqual([])
    expect(logged.length).toBeGreaterThan(0)
    expect(leaks(logged.join('\n'))).toEqual([])

    const pool = postgresPool(payload)
    const { rows: tables } = await pool.query<{ table_name: string }>(
      `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    )
    const clearHits: string[] = []
    const sealedHits: string[] = []
    for (const { table_name: table } of tables) {
      const { rows } = await pool.query<{ row: string }>(`select row_to_json(t)::text as row from "${table}" t`)
      for (const { row } of rows) {
        if (leaks(row).some((leak) => leak.startsWith('clear:'))) clearHits.push(table)
        if (leaks(row).some((leak) => leak.startsWith('sealed:'))) sealedHits.push(table)
      }
    }
    expect(clearHits).toEqual([])
    expect([...new Set(sealedHits)]).toEqual(['social_accounts'])
  })
})
