/**
 * Client IP for audit entries and rate limits. Route handlers get no socket address, so this
 * takes the RIGHTMOST X-Forwarded-For entry: the one appended by the reverse proxy in front of
 * the app (production runs behind one that appends, e.g. nginx `$proxy_add_x_forwarded_for`);
 * entries further left are client-controlled.
 */
export function clientIp(request: Request): string {
  const hops = request.headers.get('x-forwarded-for')?.split(',').map((hop) => hop.trim()).filter(Boolean)
  return hops?.at(-1) ?? request.headers.get('x-real-ip')?.trim() ?? 'unknown'
}

export function userAgent(request: Request): string | null {
  return request.headers.get('user-agent')?.slice(0, 512) ?? null
}
