import { clientAddressFrom, trustedProxyHops } from '@agency-platform/shared/clientAddress'

/**
 * The client address of a request, by the rule both apps share (@agency-platform/shared/clientAddress):
 * the server process rewrote X-Forwarded-For to at most TRUSTED_PROXY_HOPS proxy hops plus the
 * socket address, so the client sits just left of those hops.
 */
export function clientIp(headers: Headers, trustedHops = trustedProxyHops()): string {
  return clientAddressFrom(headers.get('x-forwarded-for'), trustedHops)
}
