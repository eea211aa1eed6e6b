import { beforeAll, describe, expect, it } from 'vitest'
import { ALL_TENANT_MODULES } from '@/access/tenantModules'
import { createCommunityAccount, createInteraction } from '../helpers/fixtures/community'
import { api } from '../helpers/fixtures/platform'
import { useCms } from '../helpers/useCms'

/** The status of a GET, without waiting for the end of a stream (the SSE endpoint answers 200 and keeps sending). */
async function statusOf(url: string, token: string) {
  const response = await fetch(url, { headers: { authorization: `JWT ${token}` }, redirect: 'manual', signal: AbortSignal.timeout(10_000) })
  const body = response.headers.get('content-type')?.includes('application/json') ? ((await response.json()) as { errors?: { message: string }[] }) : (await response.body?.cancel(), null)
  return { status: response.status, message: body?.errors?.[0]?.message }
}

describe('attack (issue 28, finding 11): the community module switched off, reached through its endpoints', () => {
  const cms = useCms({
    tenants: { off: { modules: ALL_TENANT_MODULES.filter((module) => module !== 'community') }, on: {} },
    users: {
      offManager: { email: 'manager@off.test', roles: { off: ['viewer'] }, communityRoles: { off: 'manager' } },
      bothManager: { email: 'manager@both.test', roles: { off: ['viewer'], on: ['viewer'] }, communityRoles: { off: 'manager', on: 'manager' } },
    },
  })

  beforeAll(async () => {
    const offAccount = (await createCommunityAccount(cms.payload, cms.tenants.off, 'UC-off')).id
    const onAccount = (await createCommunityAccount(cms.payload, cms.tenants.on, 'UC-on')).id
    await createInteraction(cms.payload, cms.tenants.off, offAccount, { channelId: 'UC-off', text: 'Kommentar im abgeschalteten Modul' })
    await createInteraction(cms.payload, cms.tenants.on, onAccount, { channelId: 'UC-on', text: 'Kommentar im Modul' })
  })

  it.each([
    ['stream', 'GET', '/api/community/stream'],
    ['CSV export', 'GET', '/api/community/export?format=csv'],
    ['OAuth start', 'GET', '/api/community/oauth/youtube/start?tenant=TENANT'],
    ['sync', 'POST', '/api/community/sync-comments'],
  ])('%s: 403 naming the module for a manager whose only tenant has it switched off', async (_name, method, path) => {
    const url = `${cms.url}${path.replace('TENANT', String(cms.tenants.off))}`
    const result =
      method === 'GET' ? await statusOf(url, cms.tokens.offManager) : await api(cms.url, path, { token: cms.tokens.offManager, body: {} }).then((response) => ({ status: response.status, message: response.json?.errors?.[0]?.message }))
    expect(result.status).toBe(403)
    expect(result.message).toContain('Das Modul „Community“ ist für Ihre Mandanten nicht freigeschaltet')
  })

  it('a manager of both tenants gets only the tenant with the module: export rows, sync, OAuth start', async () => {
    const csv = await api(cms.url, '/api/community/export?format=csv', { token: cms.tokens.bothManager })
    expect(csv.status).toBe(200)
    expect(csv.text).toContain('Kommentar im Modul')
    expect(csv.text).not.toContain('abgeschalteten')
    const sync = await api(cms.url, '/api/community/sync-comments', { token: cms.tokens.bothManager, body: {} })
    expect(sync.status, sync.text).toBe(200)
    const offAccounts = await cms.payload.find({ collection: 'social-accounts', where: { tenant: { equals: cms.tenants.off } }, depth: 0 })
    const synced = (sync.json.accounts as { accountId?: number; account?: number; id?: number }[]).map((entry) => entry.accountId ?? entry.account ?? entry.id)
    expect(synced).not.toContain(offAccounts.docs[0]!.id)
    const single = await api(cms.url, '/api/community/sync-comments', { token: cms.tokens.bothManager, body: { accountId: offAccounts.docs[0]!.id } })
    // The account lies outside what the collection shows them (the module is off there): not found.
    expect(single.status).toBe(404)
    expect((await statusOf(`${cms.url}/api/community/oauth/youtube/start?tenant=${cms.tenants.off}`, cms.tokens.bothManager)).status).toBe(403)
  })
})
