import config from '@payload-config'
import { cookies, draftMode } from 'next/headers'
import { getPayload } from 'payload'
import { createPreviewToken, PREVIEW_SESSION_TTL_SECONDS, type PreviewClaims, verifyPreviewToken } from '@/lib/site/previewToken'

/** Next's draft-mode cookie: the same value on every host, so on its own it would open any tenant's drafts. */
const DRAFT_MODE_COOKIE = '__prerender_bypass'
/** Binds this browser's draft mode to the tenant whose preview link turned it on. */
const PREVIEW_SESSION_COOKIE = 'site-preview'

/** The key of preview links and sessions: Payload's own secret (derived from `PAYLOAD_SECRET`), as the admin signs with it (src/lib/site/preview.ts). */
export const previewSecret = async (): Promise<string> => (await getPayload({ config })).secret

/**
 * Outside `next dev` (where Next's own cookie is `SameSite=Lax`): `SameSite=None; Secure;
 * Partitioned`, so the cookies are stored and sent inside the admin's live-preview iframe, which is
 * cross-site, also where third-party cookies are blocked (CHIPS: kept per embedding site).
 */
function cookieAttributes() {
  const crossSite = process.env.NODE_ENV !== 'development'
  return { httpOnly: true, path: '/', sameSite: crossSite ? 'none' : 'lax', secure: crossSite, partitioned: crossSite } as const
}

/** The tenant of this request's preview session, or null. Only call it in draft mode (reading cookies makes a page dynamic). */
export async function previewSessionTenant(): Promise<number | null> {
  const session = (await cookies()).get(PREVIEW_SESSION_COOKIE)?.value
  return verifyPreviewToken(await previewSecret(), session)?.tenant ?? null
}

/** Turns on draft mode for the tenant of a verified preview link (route handlers only). */
export async function startPreviewSession(secret: string, { tenant, path }: Omit<PreviewClaims, 'exp'>): Promise<void> {
  ;(await draftMode()).enable()
  const jar = await cookies()
  const bypass = jar.get(DRAFT_MODE_COOKIE)?.value
  if (bypass) jar.set(DRAFT_MODE_COOKIE, bypass, cookieAttributes())
  jar.set(PREVIEW_SESSION_COOKIE, createPreviewToken(secret, { tenant, path }, Date.now(), PREVIEW_SESSION_TTL_SECONDS), { ...cookieAttributes(), maxAge: PREVIEW_SESSION_TTL_SECONDS })
}

/** Leaves draft mode: both cookies expire (with the attributes they were set with, or a partitioned cookie would stay). */
export async function endPreviewSession(): Promise<void> {
  ;(await draftMode()).disable()
  const jar = await cookies()
  for (const name of [DRAFT_MODE_COOKIE, PREVIEW_SESSION_COOKIE]) jar.set(name, '', { ...cookieAttributes(), maxAge: 0 })
}
