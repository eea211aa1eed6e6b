import type { Payload } from 'payload'
import { tenantIdOf } from '@/lib/tenants/tenantIdOf'
import type { SocialAccount } from '@/payload-types'
import { openToken } from './accountTokens'
import type { RetryPolicy } from './retryPolicy'
import { createYouTubeClient } from './youtube/client'

/** An account that cannot be used for the platform (no token stored). */
export class AccountUnusableError extends Error {
  name = 'AccountUnusableError'
}

/**
 * A YouTube client with the account's access token. The sealed token is read server side only
 * (overrideAccess, hidden field) and opened with the account's tenant as context; it never leaves this function but in the Authorization header.
 */
export async function youTubeClientFor(payload: Payload, account: SocialAccount | number, retry?: RetryPolicy) {
  const id = typeof account === 'number' ? account : account.id
  const stored = await payload.findByID({
    collection: 'social-accounts',
    id,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  })
  if (!stored.accessTokenSealed) throw new AccountUnusableError(`account ${id} has no access token`)
  const accessToken = openToken(stored.accessTokenSealed, tenantIdOf(stored.tenant), 'accessToken')
  return { account: stored, client: createYouTubeClient({ accessToken, retry }) }
}
