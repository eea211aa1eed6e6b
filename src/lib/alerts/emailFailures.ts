import type { Payload } from 'payload'
import { cmsEnv } from '@/env'
import { consumePoints } from '@/lib/rateLimit/limiter'
import { sendAlert } from './sendAlert'

const HOUR_MS = 60 * 60 * 1000

export const emailFailureThreshold = (): number => cmsEnv().EMAIL_FAILURE_ALERT_THRESHOLD

/**
 * Counts a failed e-mail for the tenant in the current clock hour (in PostgreSQL, so all
 * instances share it). The failure that reaches the threshold raises the alert; the counter's
 * atomic increment guarantees exactly one alert per tenant and hour. The next hour starts at 0.
 */
export async function recordEmailFailure(
  payload: Payload,
  tenant: { id: number | string; name?: string | null },
  lastError: string,
  now = Date.now(),
): Promise<{ count: number; alerted: boolean }> {
  const hourStart = now - (now % HOUR_MS)
  const threshold = emailFailureThreshold()
  const { consumed } = await consumePoints(
    payload,
    // One key per tenant and clock hour; the points are far above any threshold because this
    // limiter only counts. The expiry (two hours) only lets old rows be cleaned up.
    { keyPrefix: 'email-failures', points: 2 ** 30, durationSeconds: 2 * 60 * 60 },
    `${tenant.id}:${new Date(hourStart).toISOString()}`,
  )
  if (consumed !== threshold) return { count: consumed, alerted: false }
  await sendAlert(payload, {
    level: 'error',
    title: `E-mail failures for tenant ${tenant.name ?? tenant.id}`,
    message: `${consumed} e-mails failed within the hour starting ${new Date(hourStart).toISOString()}.`,
    details: { tenant: String(tenant.name ?? tenant.id), tenantId: String(tenant.id), failures: consumed, lastError },
  })
  return { count: consumed, alerted: true }
}
