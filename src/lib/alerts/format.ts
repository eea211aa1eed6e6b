import type { AlertLevel } from './config'

export type Alert = {
  level: AlertLevel
  title: string
  message: string
  /** Short key/value facts (tenant, counts); rendered as lines. */
  details?: Record<string, string | number>
}

/** Plain-text body shared by every channel. */
export function alertText(alert: Alert): string {
  const facts = Object.entries(alert.details ?? {}).map(([key, value]) => `${key}: ${value}`)
  return [`[${alert.level.toUpperCase()}] ${alert.title}`, alert.message, ...facts].join('\n')
}

export const slackBody = (alert: Alert) => ({ text: alertText(alert) })

/** Discord refuses contents over 2000 characters. */
export const discordBody = (alert: Alert) => ({ content: alertText(alert).slice(0, 2000) })
