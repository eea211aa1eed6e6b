import { createHmac, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import { isSitePath } from './routes'

/** How long a preview link from the admin stays usable. */
export const PREVIEW_TOKEN_TTL_SECONDS = 10 * 60
/** How long the draft mode a link turned on stays bound to its tenant (the site's preview session cookie). */
export const PREVIEW_SESSION_TTL_SECONDS = 2 * 60 * 60

/**
 * When a link issued now counts as issued: the start of the current half of the token lifetime.
 * Payload recomputes the preview URLs on every save and reloads the live-preview iframe whenever
 * the URL changes; so the URL stays the same for minutes, and every link is still valid for at
 * least half the lifetime.
 */
export function previewIssuedAt(now = Date.now()): number {
  const window = (PREVIEW_TOKEN_TTL_SECONDS / 2) * 1000
  return Math.floor(now / window) * window
}

/**
 * `user` and `sid` (the user's Payload session, when it has one) bind the link and the preview session
 * to the editor it was issued to: the site re-checks that they still may read the tenant on every request.
 */
const claims = z.object({
  tenant: z.number().int().positive(),
  path: z.string().refine(isSitePath),
  user: z.number().int().positive(),
  sid: z.string().min(1).max(100).optional(),
  exp: z.number().int(),
})
export type PreviewClaims = z.infer<typeof claims>

const sign = (payload: string, secret: string) =>
  createHmac('sha256', `site-preview:${secret}`).update(payload).digest('base64url')

/**
 * A signed, short-lived preview link for one tenant's path: the admin issues it to an editor of
 * that tenant (Payload's cookie does not reach the tenant's own host), the site checks it.
 */
export function createPreviewToken(
  secret: string,
  { tenant, path, user, sid }: Omit<PreviewClaims, 'exp'>,
  now = Date.now(),
  ttlSeconds = PREVIEW_TOKEN_TTL_SECONDS,
): string {
  const payload = Buffer.from(
    JSON.stringify({ tenant, path, user, sid, exp: Math.floor(now / 1000) + ttlSeconds }),
  ).toString('base64url')
  return `${payload}.${sign(payload, secret)}`
}

/** The token's claims when its signature is valid and it has not expired; otherwise null. */
export function verifyPreviewToken(
  secret: string,
  token: string | null | undefined,
  now = Date.now(),
): PreviewClaims | null {
  if (!token || token.length > 2000) return null
  const [payload, signature, extra] = token.split('.')
  if (!payload || !signature || extra !== undefined) return null
  const expected = Buffer.from(sign(payload, secret))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  try {
    const parsed = claims.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')))
    if (!parsed.success || parsed.data.exp * 1000 < now) return null
    return parsed.data
  } catch {
    return null
  }
}
