import type { Payload } from 'payload'
import { cmsEnv } from '@/env'
import { deliverEmail } from '@/lib/email/deliverEmail'
import { alertConfigFromEnv, isAtLeast, type AlertChannel, type AlertConfig } from './config'
import { alertText, discordBody, slackBody, type Alert } from './format'

export type AlertOutcome = { channel: AlertChannel; ok: boolean; error?: string }

const WEBHOOK_TIMEOUT_MS = 5000

async function postJson(url: string, body: unknown): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
  })
  if (!response.ok) throw new Error(`webhook answered ${response.status}`)
}

/**
 * Sends an alert to every configured channel at or above the minimum level. A failing channel
 * is logged and reported in the result; it never throws into the caller.
 */
export async function sendAlert(
  payload: Payload,
  alert: Alert,
  config: AlertConfig = alertConfigFromEnv(cmsEnv()),
): Promise<AlertOutcome[]> {
  if (!isAtLeast(alert.level, config.minLevel)) return []
  const deliver: Record<AlertChannel, () => Promise<void>> = {
    console: async () => {
      const log =
        alert.level === 'info'
          ? payload.logger.info
          : alert.level === 'warning'
            ? payload.logger.warn
            : payload.logger.error
      log.call(payload.logger, { alert: alert.title, level: alert.level, details: alert.details }, alertText(alert))
    },
    slack: () => postJson(config.slackWebhookUrl!, slackBody(alert)),
    discord: () => postJson(config.discordWebhookUrl!, discordBody(alert)),
    email: async () => {
      // Through the global adapter and without a tenant: an alert mail that fails is logged
      // but never counts towards (or raises) another alert.
      const result = await deliverEmail(payload, {
        to: config.emailTo,
        subject: `[${alert.level.toUpperCase()}] ${alert.title}`,
        text: alertText(alert),
        source: 'alert',
      })
      if (result.status === 'failed') throw new Error(result.detail ?? result.error)
    },
  }
  return Promise.all(
    config.channels.map(async (channel): Promise<AlertOutcome> => {
      try {
        await deliver[channel]()
        return { channel, ok: true }
      } catch (error) {
        const message = (error as Error).message
        payload.logger.error({ err: error, channel }, `alert channel ${channel} failed: ${message}`)
        return { channel, ok: false, error: message }
      }
    }),
  )
}
