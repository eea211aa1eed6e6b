const DAY_MS = 24 * 60 * 60 * 1000
/** How long before expiry a token counts as expiring (time to reconnect the account). */
export const TOKEN_WARNING_DAYS = 7

export type TokenHealth = 'ok' | 'expiring' | 'expired' | 'error' | 'not_linked'

/** A linked social account's token health from its status and expiry. */
export function tokenHealth(
  account: { status?: string | null; tokenExpiresAt?: string | null } | null | undefined,
  now: Date,
): TokenHealth {
  if (!account) return 'not_linked'
  if (account.status === 'error' || account.status === 'disconnected') return 'error'
  const expires = account.tokenExpiresAt ? new Date(account.tokenExpiresAt).getTime() : undefined
  if (account.status === 'expired' || (expires !== undefined && expires <= now.getTime())) return 'expired'
  if (account.status === 'expiring' || (expires !== undefined && expires - now.getTime() < TOKEN_WARNING_DAYS * DAY_MS))
    return 'expiring'
  return 'ok'
}
