import type { Payload } from 'payload'
import { inTransaction } from '@/lib/db/transaction'
import type { SocialAccount } from '@/payload-types'
import type { IssuedToken, YouTubeChannel } from '../tokens/providers'

type TenantId = number | string

/**
 * The tenant's account for a YouTube channel after a completed OAuth connection: created, or
 * (reconnect) updated with the new tokens. The tenant's YouTube platform entry is created when
 * missing. One transaction: no platform without its account.
 */
export function upsertYouTubeAccount(
  payload: Payload,
  tenant: TenantId,
  channel: YouTubeChannel,
  issued: IssuedToken,
): Promise<SocialAccount> {
  return inTransaction(payload, async (req) => {
    const common = { overrideAccess: true, req, depth: 0 } as const
    const platforms = await payload.find({
      collection: 'social-platforms',
      where: { tenant: { equals: tenant }, network: { equals: 'youtube' } },
      limit: 1,
      ...common,
    })
    const platform =
      platforms.docs[0] ??
      (await payload.create({
        collection: 'social-platforms',
        data: { tenant: tenant as number, name: 'YouTube', network: 'youtube' },
        ...common,
      }))
    const data = {
      name: channel.title,
      handle: channel.handle,
      status: 'connected' as const,
      lastError: null,
      accessToken: issued.accessToken,
      // Google omits the refresh token on some reconnects; an absent one keeps the stored one (sealTokens).
      refreshToken: issued.refreshToken,
      tokenExpiresAt: issued.expiresAt.toISOString(),
      scopes: issued.scopes,
    }
    const existing = await payload.find({
      collection: 'social-accounts',
      where: { tenant: { equals: tenant }, platform: { equals: platform.id }, externalId: { equals: channel.id } },
      limit: 1,
      ...common,
    })
    const [account] = existing.docs
    if (account) return payload.update({ collection: 'social-accounts', id: account.id, data, ...common })
    return payload.create({
      collection: 'social-accounts',
      data: { ...data, tenant: tenant as number, platform: platform.id, externalId: channel.id },
      ...common,
    })
  })
}
