import type { Payload } from 'payload'
import { recordEmailFailure } from '@/lib/alerts/emailFailures'
import { deliverEmail, type DeliveryResult, type EmailMessage } from './deliverEmail'

/**
 * The entry point for every tenant e-mail: sends (tenant SMTP or global fallback), logs, and
 * counts a failure towards the tenant's hourly alert threshold. Never throws.
 */
export async function sendTenantEmail(payload: Payload, message: EmailMessage): Promise<DeliveryResult> {
  const result = await deliverEmail(payload, message)
  if (result.status === 'failed' && result.tenant) {
    try {
      await recordEmailFailure(payload, result.tenant, result.detail ?? result.error ?? 'unknown error')
    } catch (error) {
      payload.logger.error({ err: error }, 'counting the failed e-mail failed')
    }
  }
  return result
}
