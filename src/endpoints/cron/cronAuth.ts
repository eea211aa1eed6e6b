import { createHash, timingSafeEqual } from 'node:crypto'
import type { PayloadRequest } from 'payload'
import { resolveSecret } from '@agency-platform/shared/localSecrets'
import { localizedError } from '../responses'

const digest = (value: string) => createHash('sha256').update(value).digest()

/** Whether the request carries `Authorization: Bearer $CRON_SECRET` (compared in constant time, over digests of equal length). */
export function hasCronSecret(req: Pick<PayloadRequest, 'headers'>): boolean {
  const match = /^Bearer (.+)$/.exec(req.headers.get('authorization') ?? '')
  if (!match) return false
  return timingSafeEqual(digest(match[1]!), digest(resolveSecret('CRON_SECRET')))
}

/** 401 for a cron call without the right secret. */
export const cronUnauthorized = (req: PayloadRequest): Response =>
  localizedError(
    req,
    401,
    { de: 'Cron-Geheimnis fehlt oder ist falsch', en: 'Missing or wrong cron secret' },
    {},
    { 'WWW-Authenticate': 'Bearer' },
  )
