import { createHash, timingSafeEqual } from 'node:crypto'
import type { PayloadRequest } from 'payload'
import type { Bilingual } from '@/lib/i18n/localizedMessage'
import { resolveSecret } from '@agency-platform/shared/localSecrets'

const digest = (value: string) => createHash('sha256').update(value).digest()

/** Whether the request carries `Authorization: Bearer $CRON_SECRET` (compared in constant time, over digests of equal length). */
export function hasCronSecret(req: Pick<PayloadRequest, 'headers'>): boolean {
  const match = /^Bearer (.+)$/.exec(req.headers.get('authorization') ?? '')
  if (!match) return false
  return timingSafeEqual(digest(match[1]!), digest(resolveSecret('CRON_SECRET')))
}

/** The 401 message of a cron call without the right secret. */
export const CRON_SECRET_REQUIRED: Bilingual = {
  de: 'Cron-Geheimnis fehlt oder ist falsch',
  en: 'Missing or wrong cron secret',
}
