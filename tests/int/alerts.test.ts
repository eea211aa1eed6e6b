import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { recordEmailFailure } from '@/lib/alerts/emailFailures'
import { sendAlert } from '@/lib/alerts/sendAlert'
import { sendTenantEmail } from '@/lib/email/sendTenantEmail'
import { getTestPayload } from '../helpers/payload'
import { createTenant, startSmtpServer, startWebhookReceiver } from '../helpers/fixtures/platform'

describe('alerts: failed e-mails per tenant and hour raise exactly one alert at the threshold', () => {
  let payload: Payload
  let failing: Awaited<ReturnType<typeof startSmtpServer>>
  let hooks: Awaited<ReturnType<typeof startWebhookReceiver>>
  let alpha: number
  let beta: number

  beforeAll(async () => {
    payload = await getTestPayload()
    failing = await startSmtpServer({ reject: true })
    hooks = await startWebhookReceiver()
    Object.assign(process.env, {
      EMAIL_FAILURE_ALERT_THRESHOLD: '3',
      ALERT_CHANNELS: 'slack,discord,console,email',
      ALERT_MIN_LEVEL: 'warning',
      ALERT_SLACK_WEBHOOK_URL: `${hooks.url}/slack`,
      ALERT_DISCORD_WEBHOOK_URL: `${hooks.url}/discord`,
      ALERT_EMAIL_TO: 'ops@agency.test',
    })
    const smtp = { host: '127.0.0.1', port: failing.port, fromAddress: 'info@example.test' }
    alpha = (await createTenant(payload, 'alpha', { name: 'Alpha Zahnklinik', smtp })).id
    beta = (await createTenant(payload, 'beta', { smtp })).id
  })
  afterAll(async () => {
    await Promise.all([failing.close(), hooks.close()])
  })

  const fail = (tenantId: number) =>
    sendTenantEmail(payload, { tenantId, to: 'x@example.test', subject: 'Versuch', text: 'x', source: 'test' })

  it('logs every failure and alerts Slack, Discord and e-mail once when the third failure of the hour arrives', async () => {
    for (let i = 0; i < 2; i++) expect((await fail(alpha)).status).toBe('failed')
    expect(hooks.requests).toHaveLength(0)
    await fail(alpha)
    expect(hooks.requests.map((request) => request.path).sort()).toEqual(['/discord', '/slack'])
    const slack = hooks.requests.find((request) => request.path === '/slack')!.body as { text: string }
    expect(slack.text).toContain('[ERROR] E-mail failures for tenant Alpha Zahnklinik')
    expect(slack.text).toContain('failures: 3')
    expect(slack.text).toMatch(/lastError: .*550/)
    const discord = hooks.requests.find((request) => request.path === '/discord')!.body as { content: string }
    expect(discord.content).toContain('Alpha Zahnklinik')

    // further failures in the same hour: no second alert
    await fail(alpha)
    await fail(alpha)
    expect(hooks.requests).toHaveLength(2)

    const failedLogs = await payload.count({
      collection: 'email-logs',
      where: { tenant: { equals: alpha }, status: { equals: 'failed' } },
    })
    expect(failedLogs.totalDocs).toBe(5)
    // the alert e-mail went through the global adapter and is logged without a tenant
    const alertMails = await payload.find({
      collection: 'email-logs',
      where: { source: { equals: 'alert' } },
      depth: 0,
    })
    expect(alertMails.docs).toHaveLength(1)
    expect(alertMails.docs[0]).toMatchObject({ to: 'ops@agency.test', status: 'sent', via: 'global', tenant: null })
  })

  it('counts per tenant', async () => {
    await fail(beta)
    await fail(beta)
    expect(hooks.requests).toHaveLength(2)
    await fail(beta)
    expect(hooks.requests).toHaveLength(4)
    expect(JSON.stringify(hooks.requests.slice(2))).toContain('Tenant beta')
  })

  it('starts counting again in the next hour', async () => {
    const nextHour = Date.now() + 60 * 60 * 1000
    const tenant = { id: alpha, name: 'Alpha Zahnklinik' }
    expect(await recordEmailFailure(payload, tenant, 'x', nextHour)).toEqual({ count: 1, alerted: false })
    expect(await recordEmailFailure(payload, tenant, 'x', nextHour)).toEqual({ count: 2, alerted: false })
    expect(await recordEmailFailure(payload, tenant, 'x', nextHour)).toEqual({ count: 3, alerted: true })
    expect(hooks.requests).toHaveLength(6)
  })

  it('respects the minimum level and reports a failing channel without throwing', async () => {
    const before = hooks.requests.length
    const config = {
      channels: ['slack' as const],
      minLevel: 'critical' as const,
      slackWebhookUrl: `${hooks.url}/slack`,
      emailTo: [],
    }
    expect(await sendAlert(payload, { level: 'error', title: 't', message: 'm' }, config)).toEqual([])
    expect(await sendAlert(payload, { level: 'critical', title: 't', message: 'm' }, config)).toEqual([
      { channel: 'slack', ok: true },
    ])
    expect(hooks.requests.length).toBe(before + 1)
    const broken = await sendAlert(
      payload,
      { level: 'critical', title: 't', message: 'm' },
      { ...config, slackWebhookUrl: 'http://127.0.0.1:9/none' },
    )
    expect(broken).toEqual([{ channel: 'slack', ok: false, error: expect.any(String) }])
  })
})
