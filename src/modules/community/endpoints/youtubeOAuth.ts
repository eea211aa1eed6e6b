import type { PayloadRequest } from 'payload'
import { z } from 'zod'
import { can } from '@/modules/community/access/community'
import type { Bilingual } from '@/lib/i18n/localizedMessage'
import { cmsEnv } from '@/env'
import { upsertYouTubeAccount } from '@/modules/community/lib/oauth/connectAccount'
import { newNonce, signState, stateKey, STATE_TTL_SECONDS, verifyState } from '@/modules/community/lib/oauth/state'
import { exchangeGoogleCode, ProviderError, readOwnYouTubeChannel } from '@/modules/community/lib/tokens/providers'
import { queryText, recordIdParam } from '@/endpoints/inputRules'
import { endpoint, requireModule } from '@/endpoints/endpoint'
import { BadRequest, EndpointError, Forbidden, NotFound } from '@/endpoints/endpointErrors'
import messages from './youtubeOAuthMessages.json' with { type: 'json' }

/** Read and reply to comments, read channel data: what the community module does with a channel. */
export const YOUTUBE_SCOPES = ['https://www.googleapis.com/auth/youtube.force-ssl']
const CALLBACK_PATH = '/community/oauth/youtube/callback'
/** The browser-bound half of the state: a callback is accepted only in the browser that started it, once. */
const NONCE_COOKIE = 'community_oauth_nonce'

/** The answers in both languages (the table: youtubeOAuthMessages.json). */
const MESSAGES = messages satisfies Record<string, Bilingual>

const startQuery = z.object({ tenant: recordIdParam })
const callbackQuery = z.object({
  state: queryText(2048),
  code: queryText(2048).optional(),
  error: queryText(200).optional(),
})

const redirectUri = (req: PayloadRequest) =>
  `${cmsEnv().CMS_PUBLIC_URL ?? new URL(req.url ?? '/', 'http://localhost').origin}${req.payload.config.routes.api}${CALLBACK_PATH}`
const secureCookie = (req: PayloadRequest) => (cmsEnv().CMS_PUBLIC_URL ?? req.url ?? '').startsWith('https:')
const nonceCookie = (req: PayloadRequest, value: string, maxAge: number) =>
  `${NONCE_COOKIE}=${value}; Path=${req.payload.config.routes.api}/community/oauth; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secureCookie(req) ? '; Secure' : ''}`

const cookieValue = (req: PayloadRequest, name: string) =>
  (req.headers.get('cookie') ?? '')
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([key]) => key === name)?.[1]

/**
 * GET /api/community/oauth/youtube/start?tenant=<id> — a community manager of the tenant is sent
 * to Google's consent screen. The `state` names the user and the tenant, expires after 10 minutes
 * and is signed (src/lib/community/oauth/state.ts); its nonce is also set as a cookie.
 */
export const youtubeOAuthStartEndpoint = endpoint(
  { path: '/community/oauth/youtube/start', method: 'get', auth: 'user', query: startQuery },
  async ({ req, user, query: { tenant } }) => {
    if (!can(user, 'accounts.manage', tenant)) throw new Forbidden(MESSAGES.notManager, { path: 'tenant' })
    const exists = await req.payload.count({
      collection: 'tenants',
      where: { id: { equals: tenant } },
      overrideAccess: true,
    })
    if (exists.totalDocs === 0) throw new NotFound(MESSAGES.noTenant, { path: 'tenant' })
    // Also for super admins: an account of a tenant without the module would be reachable by no one.
    await requireModule(req, 'community', [tenant])
    const env = cmsEnv()
    if (!env.GOOGLE_OAUTH_CLIENT_ID || !env.GOOGLE_OAUTH_CLIENT_SECRET)
      throw new EndpointError(503, MESSAGES.notConfigured)
    const nonce = newNonce()
    const state = signState(
      { user: user.id, tenant, nonce, exp: Math.floor(Date.now() / 1000) + STATE_TTL_SECONDS },
      stateKey(),
    )
    const url = new URL(env.GOOGLE_OAUTH_AUTHORIZE_URL)
    url.search = new URLSearchParams({
      client_id: env.GOOGLE_OAUTH_CLIENT_ID,
      redirect_uri: redirectUri(req),
      response_type: 'code',
      scope: YOUTUBE_SCOPES.join(' '),
      // A refresh token is issued only with offline access, and again on a reconnect only with the consent prompt.
      access_type: 'offline',
      prompt: 'consent',
      include_granted_scopes: 'true',
      state,
    }).toString()
    return new Response(null, {
      status: 302,
      headers: {
        location: url.toString(),
        'set-cookie': nonceCookie(req, nonce, STATE_TTL_SECONDS),
        'cache-control': 'no-store',
      },
    })
  },
)

/**
 * GET /api/community/oauth/youtube/callback?code&state — Google's redirect back. The state must be
 * valid, unexpired, of the signed-in user and of this browser (nonce cookie, cleared here so the
 * callback cannot be replayed); the user must still manage the tenant. The code is exchanged, the
 * channel read, and the tenant's account for that channel created or updated with sealed tokens.
 */
export const youtubeOAuthCallbackEndpoint = endpoint(
  // Google's redirect back is a cross-site navigation, on which Payload refuses the session cookie (its CSRF
  // check reads Sec-Fetch-Site). The signed state names the user, and the nonce cookie (SameSite=Lax, sent on
  // that navigation) proves it is the browser that started; a session, where there is one, must be that user.
  { path: CALLBACK_PATH, method: 'get', auth: 'public', query: callbackQuery },
  async ({ req, user: session, query: { state: token, code, error } }) => {
    if (error) throw new BadRequest(MESSAGES.denied, { path: 'error' })
    if (!code) throw new BadRequest(MESSAGES.badState, { path: 'code' })
    const checked = verifyState(token, stateKey(), Math.floor(Date.now() / 1000))
    if (!checked.ok)
      throw new BadRequest(checked.reason === 'expired' ? MESSAGES.expired : MESSAGES.badState, { path: 'state' })
    const { state } = checked
    if (session && String(state.user) !== String(session.id)) throw new Forbidden(MESSAGES.otherUser, { path: 'state' })
    if (cookieValue(req, NONCE_COOKIE) !== state.nonce) throw new BadRequest(MESSAGES.otherBrowser, { path: 'state' })
    const user = await req.payload.findByID({
      collection: 'users',
      id: state.user,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })
    if (!user || !can(user, 'accounts.manage', state.tenant)) throw new Forbidden(MESSAGES.notManager)
    // The module may have been switched off since the start.
    await requireModule(req, 'community', [state.tenant])
    const clearCookie = { 'set-cookie': nonceCookie(req, '', 0) }
    try {
      const issued = await exchangeGoogleCode(code, redirectUri(req))
      const channel = await readOwnYouTubeChannel(issued.accessToken)
      const account = await upsertYouTubeAccount(req.payload, state.tenant, channel, issued)
      const location = `${req.payload.config.routes.admin}/collections/social-accounts/${account.id}`
      // A page of our own that moves on, not a redirect: after a chain that passed Google the browser would
      // send the admin's request as cross-site too, and the admin would ask for the login again.
      return new Response(connectedPage(location, req.i18n?.language), {
        headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...clearCookie },
      })
    } catch (failure) {
      if (!(failure instanceof ProviderError)) throw failure
      req.payload.logger.warn({ msg: 'YouTube connection failed', tenant: state.tenant, reason: failure.message })
      throw new EndpointError(
        502,
        { de: `${MESSAGES.provider.de}: ${failure.message}`, en: `${MESSAGES.provider.en}: ${failure.message}` },
        {},
        clearCookie,
      )
    }
  },
)

/** The page after a completed connection: says so and opens the account at once (meta refresh, and a link). */
function connectedPage(location: string, language: string | undefined): string {
  const lang = language === 'en' ? 'en' : 'de'
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=${location}"><title>${MESSAGES.connected[lang]}</title></head><body><p>${MESSAGES.connected[lang]}</p><p><a href="${location}">${MESSAGES.openAccount[lang]}</a></p></body></html>`
}
