import { randomUUID } from 'node:crypto'
import type { Endpoint, Where } from 'payload'
import { z } from 'zod'
import type { Bilingual } from '@/lib/i18n/localizedMessage'
import { lastFinishedRun } from '@/modules/community/lib/taskRuns'
import {
  AUTOMATIC_REFRESH_OPTIONS,
  DEFAULT_REFRESH_OPTIONS,
  refreshTokens,
  TOKEN_REFRESH_TASK,
} from '@/modules/community/lib/tokens/refresh'
import { SOCIAL_NETWORKS } from '@/modules/community/lib/vocabulary'
import { endpoint, parseInput, requireModule } from '@/endpoints/endpoint'
import { Conflict } from '@/endpoints/endpointErrors'
import { jsonBody } from '@/endpoints/responses'

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
const automaticRefresh = endpoint({ path: PATH, method: 'get', auth: 'cron' }, async ({ req }) => {
  const run = await refreshTokens(req.payload, AUTOMATIC_REFRESH_OPTIONS, `${TOKEN_REFRESH_TASK}:cron-${randomUUID()}`)
  if (!run) throw new Conflict(MESSAGES.busy)
  return run
})

/** POST: a community manager's manual run, limited to the tenants they manage that have the community module. */
const manualRefresh = endpoint(
  {
    path: PATH,
    method: 'post',
    auth: 'user',
    capability: { community: 'accounts.manage', refused: MESSAGES.notManager },
  },
  async ({ req, tenants: managed }) => {
    // The body is read after the capability check and before the module check (403, 400, 403).
    const options = parseInput(refreshBody, await jsonBody(req))
    const tenants = await requireModule(req, 'community', managed)
    const run = await refreshTokens(
      req.payload,
      { ...options, tenants },
      `${TOKEN_REFRESH_TASK}:manual-${randomUUID()}`,
    )
    if (!run) throw new Conflict(MESSAGES.busy)
    return run
  },
)

/**
 * HEAD: a monitor's probe that changes nothing. Headers: tokens expiring within 7 days, expired
 * tokens, and the failures and finish time of the last run; 503 when that run had failures.
 * For the cron secret or a super admin (all tenants).
 */
const refreshStatus = endpoint(
  {
    path: PATH,
    method: 'head',
    auth: 'cronOrUser',
    capability: { superAdmin: true, refused: { de: 'Nur für Super-Admins', en: 'Super admins only' } },
  },
  async ({ req }) => {
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
)

export const tokenRefreshEndpoints: Endpoint[] = [automaticRefresh, manualRefresh, refreshStatus]
