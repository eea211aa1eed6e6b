import { clientAddressFrom, trustedProxyHops } from '@agency-platform/shared/clientAddress'

/**
 * Client IP for audit entries and rate limits, by the rule both apps share
 * (@agency-platform/shared/clientAddress): the server process rewrote X-Forwarded-For to at most
 * TRUSTED_PROXY_HOPS proxy hops plus the socket address, so the client sits just left of those hops.
 */
export function clientIp(request: Request): string {
  return clientAddressFrom(request.headers.get('x-forwarded-for'), trustedProxyHops())
}

export function userAgent(request: Request): string | null {
  return request.headers.get('user-agent')?.slice(0, 512) ?? null
}
