import type { Payload, Where } from 'payload'
import { tenantIdsWithModule } from '@/access/moduleAccess'
import { tenantIdOf } from '@/lib/tenants/tenantIdOf'
import { cmsEnv } from '@/env'
import { inTransaction } from '@/lib/db/transaction'
import type { SocialAccount, SocialPlatform } from '@/payload-types'
import { openToken, type TokenKind } from '../accountTokens'
import { notifyManagers, type ManagerNotice } from '../notifyManagers'
import { claimRun, finishRun } from '../taskRuns'
import type { SocialNetwork } from '../vocabulary'
import { exchangeMetaToken, metaConfigured, ProviderError, refreshGoogleToken, type IssuedToken } from './providers'

const DAY_MS = 24 * 60 * 60 * 1000
export const TOKEN_REFRESH_TASK = 'community-token-refresh'

type TenantId = number | string

export type RefreshOptions = {
  platforms: readonly SocialNetwork[]
  /** Tokens expiring within this many days are refreshed. */
  thresholdDays: number
  /** Also try tokens that have already expired (YouTube's refresh token outlives its access token). */
  includeExpired: boolean
  /** Report what would happen; no provider call, no write. */
  dryRun: boolean
  tenants: 'all' | TenantId[]
}

export const DEFAULT_REFRESH_OPTIONS: RefreshOptions = {
  platforms: ['youtube', 'facebook', 'instagram'],
  thresholdDays: 7,
  includeExpired: false,
  dryRun: false,
  tenants: 'all',
}

/** The daily run (job and cron trigger): expired YouTube access tokens too, their refresh token still works. */
export const AUTOMATIC_REFRESH_OPTIONS: RefreshOptions = { ...DEFAULT_REFRESH_OPTIONS, includeExpired: true }

/** What a run does with one account; `refresh` becomes `refreshed` or `failed`, in a dry run `would_refresh`. */
export type Plan = 'skip' | 'refresh' | 'expiring' | 'expired'

export type AccountTokenState = {
  network: SocialNetwork
  expiresAt: Date | null
  hasAccessToken: boolean
  hasRefreshToken: boolean
}

/** Whether the provider can issue a new token for this account at all (credentials configured, refresh token stored). */
export const canRefresh = (account: AccountTokenState, googleReady: boolean, metaReady: boolean): boolean =>
  account.network === 'youtube' ? googleReady && account.hasRefreshToken : metaReady

/** The decision for one account at `now` (pure). Accounts without a token or without a known expiry are skipped. */
export function planAccount(
  account: AccountTokenState,
  now: Date,
  options: Pick<RefreshOptions, 'thresholdDays' | 'includeExpired'>,
  refreshable: boolean,
): Plan {
  if (!account.hasAccessToken || account.expiresAt === null) return 'skip'
  if (account.expiresAt.getTime() > now.getTime() + options.thresholdDays * DAY_MS) return 'skip'
  const expired = account.expiresAt.getTime() <= now.getTime()
  if (expired && !options.includeExpired) return 'expired'
  if (refreshable) return 'refresh'
  return expired ? 'expired' : 'expiring'
}

export type RefreshOutcome = 'refreshed' | 'failed' | 'expiring' | 'expired' | 'would_refresh'
export type AccountResult = {
  account: SocialAccount['id']
  tenant: TenantId
  name: string
  platform: SocialNetwork
  outcome: RefreshOutcome
  expiresAt: string | null
  error?: string
}
export type RefreshRun = { run?: number; dryRun: boolean; results: AccountResult[] }

type LoadedAccount = SocialAccount & { accessTokenSealed?: string | null; refreshTokenSealed?: string | null }

/** Accounts with a stored token whose expiry falls within the threshold, in the given tenants (those with the community module) and networks. */
async function dueAccounts(payload: Payload, options: RefreshOptions, now: Date): Promise<LoadedAccount[]> {
  // A tenant with the community module off keeps its tokens as they are: no provider call, no notice.
  const tenants = await tenantIdsWithModule(payload, 'community', options.tenants)
  if (tenants.length === 0) return []
  const and: Where[] = [
    { accessTokenSet: { equals: true } },
    { tokenExpiresAt: { less_than_equal: new Date(now.getTime() + options.thresholdDays * DAY_MS).toISOString() } },
    { 'platform.network': { in: [...options.platforms] } },
    { tenant: { in: tenants } },
  ]
  const { docs } = await payload.find({
    collection: 'social-accounts',
    where: { and },
    depth: 1,
    sort: 'id',
    pagination: false,
    overrideAccess: true,
    showHiddenFields: true,
  })
  return docs as LoadedAccount[]
}

const networkOf = (account: SocialAccount) => (account.platform as SocialPlatform).network

/** The stored token in clear, or a ProviderError when it is missing or does not decrypt (copied from elsewhere, key changed). */
function storedToken(sealed: string | null | undefined, tenant: TenantId, kind: TokenKind): string {
  if (!sealed) throw new ProviderError(`No ${kind === 'refreshToken' ? 'refresh' : 'access'} token stored`)
  try {
    return openToken(sealed, tenant, kind)
  } catch {
    throw new ProviderError('The stored token cannot be decrypted; please reconnect')
  }
}

function issueToken(account: LoadedAccount, tenant: TenantId, now: Date): Promise<IssuedToken> {
  if (networkOf(account) === 'youtube')
    return refreshGoogleToken(storedToken(account.refreshTokenSealed, tenant, 'refreshToken'), now)
  return exchangeMetaToken(storedToken(account.accessTokenSealed, tenant, 'accessToken'), now)
}

const NOTICES = {
  refreshed: {
    type: 'token_refreshed',
    severity: 'info',
    de: 'Das Token wurde erneuert.',
    en: 'The token was refreshed.',
  },
  failed: {
    type: 'token_refresh_failed',
    severity: 'error',
    de: 'Die Erneuerung des Tokens ist fehlgeschlagen',
    en: 'Refreshing the token failed',
  },
  expiring: {
    type: 'token_expiring',
    severity: 'warning',
    de: 'Das Token läuft bald ab und kann nicht automatisch erneuert werden; bitte neu verbinden.',
    en: 'The token expires soon and cannot be refreshed automatically; please reconnect.',
  },
  expired: {
    type: 'token_expired',
    severity: 'error',
    de: 'Das Token ist abgelaufen; bitte neu verbinden.',
    en: 'The token has expired; please reconnect.',
  },
} as const

/** Writes one account's outcome and the managers' notifications in one transaction. */
async function record(
  payload: Payload,
  account: LoadedAccount,
  tenant: TenantId,
  outcome: Exclude<RefreshOutcome, 'would_refresh'>,
  issued?: IssuedToken,
  error?: string,
) {
  // "Expiring"/"expired" is told once per change of state, not on every daily run.
  const repeated = (outcome === 'expiring' || outcome === 'expired') && account.status === outcome
  const notice = NOTICES[outcome]
  await inTransaction(payload, async (req) => {
    await payload.update({
      collection: 'social-accounts',
      id: account.id,
      data: {
        status: outcome === 'refreshed' ? 'connected' : outcome === 'failed' ? 'error' : outcome,
        lastError: outcome === 'failed' ? error : outcome === 'refreshed' ? null : account.lastError,
        ...(issued && {
          accessToken: issued.accessToken,
          refreshToken: issued.refreshToken,
          tokenExpiresAt: issued.expiresAt.toISOString(),
        }),
      },
      overrideAccess: true,
      req,
    })
    if (repeated) return
    const message: ManagerNotice['message'] = {
      de: `${account.name}: ${notice.de}${error ? `: ${error}` : ''}`,
      en: `${account.name}: ${notice.en}${error ? `: ${error}` : ''}`,
    }
    await notifyManagers(
      payload,
      'videoHub',
      { tenant, type: notice.type, severity: notice.severity, message, relatedAccount: account.id },
      req,
    )
  })
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * One token refresh run: every due account is refreshed (YouTube: refresh-token grant; Facebook,
 * Instagram: long-lived token exchange), or marked expiring/expired when it cannot be. Each outcome
 * is stored on the account (status, lastError, new sealed tokens) and told to the tenant's video-hub
 * managers. Non-dry runs are recorded in community-task-runs (`runKey` doubles as the claim: an
 * already claimed key returns null without doing anything).
 */
export async function refreshTokens(
  payload: Payload,
  options: RefreshOptions,
  runKey: string,
  now = new Date(),
): Promise<RefreshRun | null> {
  const run = options.dryRun ? null : await claimRun(payload, runKey, TOKEN_REFRESH_TASK, now)
  if (!options.dryRun && !run) return null
  const env = cmsEnv()
  const googleReady = Boolean(env.GOOGLE_OAUTH_CLIENT_ID && env.GOOGLE_OAUTH_CLIENT_SECRET)
  const metaReady = metaConfigured()
  const results: AccountResult[] = []
  let calledProvider = false
  for (const account of await dueAccounts(payload, options, now)) {
    const tenant = tenantIdOf(account.tenant) as TenantId
    const network = networkOf(account)
    const expiresAt = account.tokenExpiresAt ? new Date(account.tokenExpiresAt) : null
    const state = {
      network,
      expiresAt,
      hasAccessToken: Boolean(account.accessTokenSet),
      hasRefreshToken: Boolean(account.refreshTokenSet),
    }
    const plan = planAccount(state, now, options, canRefresh(state, googleReady, metaReady))
    if (plan === 'skip') continue
    const result: AccountResult = {
      account: account.id,
      tenant,
      name: account.name,
      platform: network,
      outcome: 'would_refresh',
      expiresAt: account.tokenExpiresAt ?? null,
    }
    results.push(result)
    if (plan !== 'refresh') result.outcome = plan
    if (options.dryRun) continue
    if (plan !== 'refresh') {
      await record(payload, account, tenant, plan)
      continue
    }
    if (calledProvider) await pause(env.TOKEN_REFRESH_PAUSE_MS)
    calledProvider = true
    try {
      const issued = await issueToken(account, tenant, now)
      await record(payload, account, tenant, 'refreshed', issued)
      Object.assign(result, { outcome: 'refreshed', expiresAt: issued.expiresAt.toISOString() })
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error
      await record(payload, account, tenant, 'failed', undefined, error.message)
      Object.assign(result, { outcome: 'failed', error: error.message })
    }
  }
  if (run) {
    const counts = Object.fromEntries(
      ['refreshed', 'failed', 'expiring', 'expired'].map((outcome) => [
        outcome,
        results.filter((r) => r.outcome === outcome).length,
      ]),
    )
    await finishRun(payload, run.id, {
      failed: counts.failed ?? 0,
      summary: { ...counts, platforms: options.platforms, tenants: options.tenants },
    })
  }
  return { run: run?.id, dryRun: options.dryRun, results }
}
