import { z } from 'zod'
import { can } from '@/modules/community/access/community'
import { tenantIdOf } from '@/lib/tenants/tenantIdOf'
import { runCommentSync } from '@/modules/community/lib/sync/runCommentSync'
import { recordId } from '@/endpoints/inputRules'
import { endpoint, requireModule } from '@/endpoints/endpoint'
import { Forbidden, NotFound } from '@/endpoints/endpointErrors'

const syncBody = z.object({ accountId: recordId.optional() }).strict()

const NOT_ALLOWED = {
  de: 'Sie dürfen für diesen Mandanten keine Konten synchronisieren',
  en: 'You may not sync accounts of this tenant',
}
const NOT_FOUND = { de: 'Konto nicht gefunden', en: 'Account not found' }

/**
 * POST /api/community/sync-comments `{ accountId? }` — community managers sync now instead of waiting
 * for the scheduled run: one account, or every account of the tenants they manage (tenants with the community
 * module off are left out). Answers the counts per account.
 */
export const syncCommentsEndpoint = endpoint(
  {
    path: '/community/sync-comments',
    method: 'post',
    auth: 'user',
    body: syncBody,
    capability: { community: 'accounts.manage', refused: NOT_ALLOWED },
    module: 'community',
  },
  async ({ req, user, body: { accountId }, tenants }) => {
    if (accountId !== undefined) {
      // Read with the user's access: an account of a tenant they cannot see answers 404, not 403.
      const { docs } = await req.payload.find({
        collection: 'social-accounts',
        where: { id: { equals: accountId } },
        depth: 0,
        limit: 1,
        user,
        overrideAccess: false,
      })
      const account = docs[0]
      if (!account) throw new NotFound(NOT_FOUND, { path: 'accountId' })
      if (!can(user, 'accounts.manage', account.tenant)) throw new Forbidden(NOT_ALLOWED)
      // Only a super admin sees accounts of a tenant with the module off: told so, not answered with an empty sync.
      await requireModule(req, 'community', [tenantIdOf(account.tenant) as number])
      return {
        accounts: await runCommentSync(req.payload, { accountId, tenant: tenantIdOf(account.tenant) as number }),
      }
    }
    if (tenants === 'all') return { accounts: await runCommentSync(req.payload) }
    const results = []
    for (const tenant of tenants) results.push(...(await runCommentSync(req.payload, { tenant: Number(tenant) })))
    return { accounts: results }
  },
)
