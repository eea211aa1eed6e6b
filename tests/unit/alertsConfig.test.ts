import { describe, expect, it } from 'vitest'
import { alertConfigFromEnv, isAtLeast } from '@/lib/alerts/config'
import { alertText, discordBody, slackBody } from '@/lib/alerts/format'

describe('alert configuration from the environment', () => {
  it('defaults to the console from warning up', () => {
    expect(alertConfigFromEnv({})).toEqual({
      channels: ['console'],
      minLevel: 'warning',
      slackWebhookUrl: undefined,
      discordWebhookUrl: undefined,
      emailTo: [],
    })
  })

  it('enables requested channels that have a target and ignores unknown or unconfigured ones', () => {
    const config = alertConfigFromEnv({
      ALERT_CHANNELS: ' Slack, discord ,email,pager,console',
      ALERT_MIN_LEVEL: 'ERROR',
      ALERT_SLACK_WEBHOOK_URL: 'http://127.0.0.1/slack',
      ALERT_EMAIL_TO: 'ops@a.test, dev@a.test',
    })
    expect(config.channels).toEqual(['email', 'slack', 'console'])
    expect(config.minLevel).toBe('error')
    expect(config.emailTo).toEqual(['ops@a.test', 'dev@a.test'])
    expect(alertConfigFromEnv({ ALERT_CHANNELS: '' }).channels).toEqual([])
    expect(alertConfigFromEnv({ ALERT_MIN_LEVEL: 'loud' }).minLevel).toBe('warning')
  })

  it('orders levels info < warning < error < critical', () => {
    expect(isAtLeast('critical', 'error')).toBe(true)
    expect(isAtLeast('error', 'error')).toBe(true)
    expect(isAtLeast('warning', 'error')).toBe(false)
    expect(isAtLeast('info', 'info')).toBe(true)
  })

  it('formats one text for all channels; Discord bodies stay within 2000 characters', () => {
    const alert = {
      level: 'critical' as const,
      title: 'DB down',
      message: 'no connection',
      details: { tenant: 'alpha', failures: 5 },
    }
    expect(alertText(alert)).toBe('[CRITICAL] DB down\nno connection\ntenant: alpha\nfailures: 5')
    expect(slackBody(alert)).toEqual({ text: alertText(alert) })
    expect(discordBody({ ...alert, message: 'x'.repeat(5000) }).content).toHaveLength(2000)
  })
})
