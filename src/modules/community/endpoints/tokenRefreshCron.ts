import { randomUUID } from 'node:crypto'
import type { Endpoint, Where } from 'payload'
import { z } from 'zod'
import { tenantsWith } from '@/modules/community/access/community'
import { isSuperAdmin } from '@/access/isSuperAdmin'
import type { Bilingual } from '@/access/localizedMessage'
import { lastFinishedRun } from '@/modules/community/lib/taskRuns'
import {
  AUTOMATIC_REFRESH_OPTIONS,
  DEFAULT_REFRESH_OPTIONS,
  refreshTokens,
  TOKEN_REFRESH_TASK,
} from '@/modules/community/lib/tokens/refresh'
import { SOCIAL_NETWORKS } from '@/modules/community/lib/vocabulary'
import { cronUnauthorized, hasCronSecret } from '@/endpoints/cron/cronAuth'
import { AUTHENTICATION_REQUIRED, invalidInput, jsonBody, localizedError } from '@/endpoints/responses'
import { communityTenants } from './communityRequest'

const PATH = '/cron/token-refresh'
const DAY_MS = 24 * 60 * 60 * 1000

const MESSAGES = {
  notManager: {
    de: 'Nur Community-Manager dürfen Tokens erneuern.',
    en: 'Only community managers may refresh tokens.',
  },
  busy: { de: 'Ein Lauf mit diesem Schlüssel läuft bereits.', en: 'A run with this key is already under way.' },
} satisfies Record<string, Bilingual>

const refreshBody = z
  .object({
    platforms: z
      .array(z.enum(SOCIAL_NETWORKS))
      .min(1)
      .max(SOCIAL_NETWORKS.length)
      .default([...SOCIAL_NETWORKS]),
    thresholdDays: z.number().int().min(0).max(90).default(DEFAULT_REFRESH_OPTIONS.thresholdDays),
    includeExpired: z.boolean().default(false),
    dryRun: z.boolean().default(false),
  })
  .strict()

/** GET: the automatic trigger of an outside scheduler, all tenants. */
const automaticRefresh: Endpoint = {
  path: PATH,
  method: 'get',
  handler: async (req) => {
    if (!hasCronSecret(req)) return cronUnauthorized(req)
    const run = await refreshTokens(
      req.payload,
      AUTOMATIC_REFRESH_OPTIONS,
      `${TOKEN_REFRESH_TASK}:cron-${randomUUID()}`,
    )
    return run ? Response.json(run) : localizedError(req, 409, MESSAGES.busy)
  },
}

/** POST: a community manager's manual run, limited to the tenants they manage that have the community module. */
const manualRefresh: Endpoint = {
  path: PATH,
  method: 'post',
  handler: async (req) => {
    if (!req.user) return localizedError(req, 401, AUTHENTICATION_REQUIRED)
    const managed = tenantsWith(req.user, 'accounts.manage')
    if (managed !== 'all' && managed.length === 0) return localizedError(req, 403, MESSAGES.notManager)
    const parsed = refreshBody.safeParse(await jsonBody(req))
    if (!parsed.success) return invalidInput(parsed.error)
    const tenants = await communityTenants(req, managed)
    if (tenants instanceof Response) return tenants
    const run = await refreshTokens(
      req.payload,
      { ...parsed.data, tenants },
      `${TOKEN_REFRESH_TASK}:manual-${randomUUID()}`,
    )
    return run ? Response.json(run) : localizedError(req, 409, MESSAGES.busy)
  },
}

/**
 * HEAD: a monitor's probe that changes nothing. Headers: tokens expiring within 7 days, expired
 * tokens, and the failures and finish time of the last run; 503 when that run had failures.
 * For the cron secret or a super admin (all tenants).
 */
const refreshStatus: Endpoint = {
  path: PATH,
  method: 'head',
  handler: async (req) => {
    if (!hasCronSecret(req) && !isSuperAdmin(req.user)) return new Response(null, { status: req.user ? 403 : 401 })
    const now = new Date()
    const count = async (expiry: Where['tokenExpiresAt']) =>
      (
        await req.payload.count({
          collection: 'social-accounts',
          where: { accessTokenSet: { equals: true }, tokenExpiresAt: expiry },
          overrideAccess: true,
        })
      ).totalDocs
    const [expiring, expired, last] = await Promise.all([
      count({
        greater_than: now.toISOString(),
        less_than_equal: new Date(now.getTime() + DEFAULT_REFRESH_OPTIONS.thresholdDays * DAY_MS).toISOString(),
      }),
      count({ less_than_equal: now.toISOString() }),
      lastFinishedRun(req.payload, TOKEN_REFRESH_TASK),
    ])
    const failed = last?.failed ?? 0
    const headers: Record<string, string> = {
      'x-tokens-expiring': String(expiring),
      'x-tokens-expired': String(expired),
      'x-tokens-refresh-failed': String(failed),
      'cache-control': 'no-store',
    }
    if (last?.finishedAt) headers['x-tokens-last-run'] = new Date(last.finishedAt).toISOString()
    return new Response(null, { status: failed > 0 ? 503 : 200, headers })
  },
}

export const tokenRefreshEndpoints: Endpoint[] = [automaticRefresh, manualRefresh, refreshStatus]
