import { z } from 'zod'
import { cmsEnv } from '@/env'

/**
 * The HTTP side of the providers' token endpoints: Google's OAuth token endpoint (code exchange,
 * refresh), YouTube's channels.list, Meta Graph's long-lived token exchange. Answers are parsed
 * with zod; a failure is a ProviderError whose message names the provider's error code, never a token.
 */

const REQUEST_TIMEOUT_MS = 15_000
/** Meta answers long-lived tokens without `expires_in` at times; they last about 60 days. */
const META_LONG_LIVED_SECONDS = 60 * 24 * 60 * 60

export class ProviderError extends Error {
  constructor(
    message: string,
    /** `invalid_grant`: the refresh token or code is revoked or used; reconnecting is the only fix. */
    readonly invalidGrant = false,
  ) {
    super(message)
    this.name = 'ProviderError'
  }
}

export type IssuedToken = { accessToken: string; refreshToken?: string; expiresAt: Date; scopes?: string[] }

const googleToken = z.object({
  access_token: z.string().min(1).max(4096),
  expires_in: z.number().int().positive(),
  refresh_token: z.string().min(1).max(4096).optional(),
  scope: z.string().max(4096).optional(),
})
const googleError = z.object({ error: z.string().max(100), error_description: z.string().optional() })
const metaToken = z.object({
  access_token: z.string().min(1).max(4096),
  expires_in: z.number().int().positive().optional(),
})
const metaError = z.object({
  error: z.object({ message: z.string(), code: z.number().optional(), type: z.string().optional() }),
})
const channelList = z.object({
  items: z
    .array(
      z.object({
        id: z.string().min(1).max(200),
        snippet: z.object({ title: z.string().max(200), customUrl: z.string().max(200).optional() }),
      }),
    )
    .default([]),
})

const short = (text: string) => text.replace(/\s+/g, ' ').slice(0, 200)

async function requestJson(
  provider: string,
  url: string,
  init: RequestInit,
): Promise<{ status: number; body: unknown }> {
  let response: Response
  try {
    response = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })
  } catch (error) {
    throw new ProviderError(`${provider}: ${(error as Error).name === 'TimeoutError' ? 'timed out' : 'not reachable'}`)
  }
  const text = await response.text()
  try {
    return { status: response.status, body: text ? JSON.parse(text) : null }
  } catch {
    throw new ProviderError(`${provider}: HTTP ${response.status}, no JSON answer`)
  }
}

/** Google's token endpoint (authorization_code or refresh_token grant). */
async function googleTokenRequest(form: Record<string, string>, now: Date): Promise<IssuedToken> {
  const env = cmsEnv()
  if (!env.GOOGLE_OAUTH_CLIENT_ID || !env.GOOGLE_OAUTH_CLIENT_SECRET)
    throw new ProviderError('Google: GOOGLE_OAUTH_CLIENT_ID/SECRET not configured')
  const { status, body } = await requestJson('Google', env.GOOGLE_OAUTH_TOKEN_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      ...form,
      client_id: env.GOOGLE_OAUTH_CLIENT_ID,
      client_secret: env.GOOGLE_OAUTH_CLIENT_SECRET,
    }),
  })
  const parsed = googleToken.safeParse(body)
  if (status === 200 && parsed.success) {
    const token = parsed.data
    return {
      accessToken: token.access_token,
      refreshToken: token.refresh_token,
      expiresAt: new Date(now.getTime() + token.expires_in * 1000),
      scopes: token.scope?.split(' ').filter(Boolean),
    }
  }
  const error = googleError.safeParse(body)
  if (error.success) {
    throw new ProviderError(
      `Google: ${short(error.data.error)}${error.data.error_description ? ` (${short(error.data.error_description)})` : ''}`,
      error.data.error === 'invalid_grant',
    )
  }
  throw new ProviderError(`Google: HTTP ${status}, unexpected answer`)
}

export const exchangeGoogleCode = (code: string, redirectUri: string, now = new Date()) =>
  googleTokenRequest({ grant_type: 'authorization_code', code, redirect_uri: redirectUri }, now)

export const refreshGoogleToken = (refreshToken: string, now = new Date()) =>
  googleTokenRequest({ grant_type: 'refresh_token', refresh_token: refreshToken }, now)

export type YouTubeChannel = { id: string; title: string; handle?: string }

/** The channel of the token's owner (channels.list mine=true). */
export async function readOwnYouTubeChannel(accessToken: string): Promise<YouTubeChannel> {
  const url = new URL(`${cmsEnv().YOUTUBE_API_BASE_URL.replace(/\/$/, '')}/channels`)
  url.search = new URLSearchParams({ part: 'snippet', mine: 'true' }).toString()
  const { status, body } = await requestJson('YouTube', url.toString(), {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
  })
  const parsed = channelList.safeParse(body)
  if (status !== 200 || !parsed.success) throw new ProviderError(`YouTube: HTTP ${status}, no channel list`)
  const [channel] = parsed.data.items
  if (!channel) throw new ProviderError('YouTube: this Google account has no channel')
  return { id: channel.id, title: channel.snippet.title, handle: channel.snippet.customUrl }
}

/** Whether Meta's app credentials are configured (else Facebook/Instagram tokens cannot be exchanged). */
export const metaConfigured = (): boolean => Boolean(cmsEnv().META_APP_ID && cmsEnv().META_APP_SECRET)

/** A new long-lived Facebook/Instagram token for a still valid one (`fb_exchange_token`). */
export async function exchangeMetaToken(accessToken: string, now = new Date()): Promise<IssuedToken> {
  const env = cmsEnv()
  if (!env.META_APP_ID || !env.META_APP_SECRET)
    throw new ProviderError('Meta: META_APP_ID/META_APP_SECRET not configured')
  const url = new URL(`${env.META_GRAPH_BASE_URL.replace(/\/$/, '')}/oauth/access_token`)
  url.search = new URLSearchParams({
    grant_type: 'fb_exchange_token',
    client_id: env.META_APP_ID,
    client_secret: env.META_APP_SECRET,
    fb_exchange_token: accessToken,
  }).toString()
  const { status, body } = await requestJson('Meta', url.toString(), { headers: { accept: 'application/json' } })
  const parsed = metaToken.safeParse(body)
  if (status === 200 && parsed.success) {
    return {
      accessToken: parsed.data.access_token,
      expiresAt: new Date(now.getTime() + (parsed.data.expires_in ?? META_LONG_LIVED_SECONDS) * 1000),
    }
  }
  const error = metaError.safeParse(body)
  // Code 190: the token is invalid or expired; like invalid_grant only a new connection helps.
  if (error.success) throw new ProviderError(`Meta: ${short(error.data.error.message)}`, error.data.error.code === 190)
  throw new ProviderError(`Meta: HTTP ${status}, unexpected answer`)
}
