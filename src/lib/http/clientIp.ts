/**
 * The client address for per-IP limits: the rightmost X-Forwarded-For entry, i.e. the address the
 * nearest proxy saw. Entries further left are whatever the client sent and can be forged.
 * Next.js only sets the header when it is absent, so without a proxy the socket address is used.
 */
export function clientIp(headers: Pick<Headers, 'get'>): string {
  const forwarded = headers.get('x-forwarded-for')
  const nearest = forwarded?.split(',').map((entry) => entry.trim()).filter((entry) => entry !== '').at(-1)
  return nearest ?? 'unknown'
}
