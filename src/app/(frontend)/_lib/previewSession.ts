import config from '@payload-config'
import { cookies, draftMode } from 'next/headers'
import { getPayload } from 'payload'
import { cache } from 'react'
import { hasTenantRole } from '@/access/tenantAccess'
import { TENANT_ROLES } from '@/access/tenantRoles'
import {
  createPreviewToken,
  PREVIEW_SESSION_TTL_SECONDS,
  type PreviewClaims,
  verifyPreviewToken,
} from '@/lib/site/previewToken'
import type { User } from '@/payload-types'

/** Next's draft-mode cookie: the same value on every host, so on its own it would open any tenant's drafts. */
const DRAFT_MODE_COOKIE = '__prerender_bypass'
/** Binds this browser's draft mode to the tenant and the user whose preview link turned it on. */
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
  return {
    httpOnly: true,
    path: '/',
    sameSite: crossSite ? 'none' : 'lax',
    secure: crossSite,
    partitioned: crossSite,
  } as const
}

/** The editor a preview runs as: drafts are read with this user's access (`collection` as Payload's own auth sets it). */
export type PreviewViewer = User & { collection: 'users' }

// Cached per render by value: React's cache compares object arguments by identity.
const loadViewer = cache(
  async (tenant: number, user: number, sid: string | undefined): Promise<PreviewViewer | null> => {
    const payload = await getPayload({ config })
    const account = await payload.findByID({
      collection: 'users',
      id: user,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })
    if (!account) return null
    const now = Date.now()
    if (
      sid !== undefined &&
      !(account.sessions ?? []).some((session) => session.id === sid && new Date(session.expiresAt).getTime() > now)
    )
      return null
    if (!hasTenantRole(account, tenant, TENANT_ROLES)) return null
    return { ...account, collection: 'users' }
  },
)

/**
 * The user a preview link or session was issued to, while they may still read the tenant: the account
 * exists, the Payload session the link came from is still live (a logout ends the preview) and the user
 * is a member of the tenant or a super admin. Checked on every request, once per render.
 */
export const previewViewer = ({
  tenant,
  user,
  sid,
}: Pick<PreviewClaims, 'tenant' | 'user' | 'sid'>): Promise<PreviewViewer | null> => loadViewer(tenant, user, sid)

/** The viewer of this request's preview session on the tenant's host, or null. Only call it in draft mode (reading cookies makes a page dynamic). */
export async function previewSessionViewer(tenant: number): Promise<PreviewViewer | null> {
  const session = verifyPreviewToken(await previewSecret(), (await cookies()).get(PREVIEW_SESSION_COOKIE)?.value)
  if (!session || session.tenant !== tenant) return null
  return previewViewer(session)
}

/** Turns on draft mode for the tenant and user of a verified preview link (route handlers only). */
export async function startPreviewSession(
  secret: string,
  { tenant, path, user, sid }: Omit<PreviewClaims, 'exp'>,
): Promise<void> {
  ;(await draftMode()).enable()
  const jar = await cookies()
  const bypass = jar.get(DRAFT_MODE_COOKIE)?.value
  if (bypass) jar.set(DRAFT_MODE_COOKIE, bypass, cookieAttributes())
  jar.set(
    PREVIEW_SESSION_COOKIE,
    createPreviewToken(secret, { tenant, path, user, sid }, Date.now(), PREVIEW_SESSION_TTL_SECONDS),
    { ...cookieAttributes(), maxAge: PREVIEW_SESSION_TTL_SECONDS },
  )
}

/** Leaves draft mode: both cookies expire (with the attributes they were set with, or a partitioned cookie would stay). */
export async function endPreviewSession(): Promise<void> {
  ;(await draftMode()).disable()
  const jar = await cookies()
  for (const name of [DRAFT_MODE_COOKIE, PREVIEW_SESSION_COOKIE])
    jar.set(name, '', { ...cookieAttributes(), maxAge: 0 })
}
