/**
 * The client address of a request. The app's own HTTP server appends the socket address to
 * X-Forwarded-For; every trusted reverse proxy in front adds one more entry. So the client is the
 * entry `trustedHops` from the right (1 = no proxy), and entries further left, which the client
 * can forge, are ignored.
 */
export function clientIp(headers: Headers, trustedHops = Number(process.env.TRUSTED_PROXY_HOPS ?? 1)): string {
  const entries = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const hops = Number.isInteger(trustedHops) && trustedHops > 0 ? trustedHops : 1
  const picked = entries.length >= hops ? entries[entries.length - hops] : entries[0]
  return picked ?? headers.get('x-real-ip')?.trim() ?? 'unknown'
}
