import { describe, expect, it } from 'vitest'
import { sendTenantEmail } from '@/lib/email/sendTenantEmail'
import { api } from '../helpers/fixtures/platform'
import { ROOT_USER, useCms, useSmtpServer } from '../helpers/useCms'

const SMTP_USER = 'alpha-mailer'
const SMTP_PASS = 'Alpha-Smtp-Passwort-9'

describe('tenant e-mail: own SMTP, cache invalidation, fallback, logs, POST /api/send-email', () => {
  const smtpA = useSmtpServer({ credentials: { user: SMTP_USER, pass: SMTP_PASS } })
  const smtpB = useSmtpServer({ credentials: { user: SMTP_USER, pass: SMTP_PASS } })
  const cms = useCms({
    tenants: () => ({
      alpha: {
        smtp: {
          host: '127.0.0.1',
          port: smtpA.port,
          user: SMTP_USER,
          password: SMTP_PASS,
          fromName: 'Alpha Zahnklinik',
          fromAddress: 'praxis@alpha.test',
          replyTo: 'team@alpha.test',
        },
      },
      beta: {},
    }),
    users: {
      editor: { email: 'editor@alpha.test', roles: { alpha: ['editor'] } },
      admin: { email: 'admin@alpha.test', roles: { alpha: ['admin'] } },
      viewer: { email: 'viewer@alpha.test', roles: { alpha: ['viewer'] } },
      root: ROOT_USER,
    },
  })

  it('delivers with the tenant’s SMTP server, credentials and sender, and logs the send', async () => {
    const response = await api(cms.url, '/api/send-email', {
      token: cms.tokens.editor,
      body: {
        tenant: cms.tenants.alpha,
        to: 'patient@example.test',
        subject: 'Terminbestaetigung',
        text: 'Bis Dienstag!',
      },
    })
    expect(response.status, response.text).toBe(200)
    expect(response.json.status).toBe('sent')
    expect(smtpA.received).toHaveLength(1)
    const mail = smtpA.received[0]!
    expect(mail.user).toBe(SMTP_USER)
    expect(mail.from).toBe('praxis@alpha.test')
    expect(mail.to).toEqual(['patient@example.test'])
    expect(mail.subject).toBe('Terminbestaetigung')
    expect(mail.raw).toMatch(/^From: Alpha Zahnklinik <praxis@alpha\.test>$/m)
    expect(mail.raw).toMatch(/^Reply-To: team@alpha\.test$/m)

    const log = await cms.payload.findByID({ collection: 'email-logs', id: response.json.logId, depth: 0 })
    expect(log).toMatchObject({
      tenant: cms.tenants.alpha,
      to: 'patient@example.test',
      subject: 'Terminbestaetigung',
      source: 'send-email',
      status: 'sent',
      via: 'tenant',
    })
    expect(log.messageId).toBe(response.json.messageId)
    expect(log.sentAt).toBeTruthy()
  })

  it('uses a new transport at once after the tenant’s SMTP settings change (next mail goes to the new server)', async () => {
    // Host and port are super-admin settings (see secrets.test.ts).
    const update = await api(cms.url, `/api/tenants/${cms.tenants.alpha}`, {
      method: 'PATCH',
      token: cms.tokens.root,
      body: { smtp: { port: smtpB.port } },
    })
    expect(update.status).toBe(200)
    const result = await sendTenantEmail(cms.payload, {
      tenantId: cms.tenants.alpha,
      to: 'x@example.test',
      subject: 'Nach dem Umzug',
      text: 'B',
      source: 'test',
    })
    expect(result.status).toBe('sent')
    expect(smtpB.received.map((mail) => mail.subject)).toEqual(['Nach dem Umzug'])
    expect(smtpA.received).toHaveLength(1)
  })

  it('picks up a change written by another instance (database only, no hook in this process)', async () => {
    // Another app instance saves the tenant: this process only sees the new row and updatedAt.
    const db = (cms.payload.db as unknown as { drizzle: { execute: (q: unknown) => Promise<unknown> } }).drizzle
    const { sql } = await import('@payloadcms/db-postgres')
    await db.execute(
      sql`update tenants set smtp_port = ${smtpA.port}, updated_at = now() + interval '1 second' where id = ${cms.tenants.alpha}`,
    )
    const result = await sendTenantEmail(cms.payload, {
      tenantId: cms.tenants.alpha,
      to: 'x@example.test',
      subject: 'Zurueck auf A',
      text: 'A',
      source: 'test',
    })
    expect(result.status).toBe('sent')
    expect(smtpA.received.map((mail) => mail.subject)).toContain('Zurueck auf A')
  })

  it('falls back to the global adapter for a tenant without SMTP settings', async () => {
    const result = await sendTenantEmail(cms.payload, {
      tenantId: cms.tenants.beta,
      to: 'kunde@example.test',
      subject: 'Global',
      text: 'hi',
      source: 'test',
    })
    expect(result).toMatchObject({ status: 'sent', via: 'global' })
    const log = await cms.payload.findByID({ collection: 'email-logs', id: result.logId!, depth: 0 })
    expect(log).toMatchObject({ tenant: cms.tenants.beta, status: 'sent', via: 'global' })
  })

  it('logs a failed send with the error (wrong SMTP password)', async () => {
    await cms.payload.update({ collection: 'tenants', id: cms.tenants.alpha, data: { smtp: { password: 'falsch' } } })
    const result = await sendTenantEmail(cms.payload, {
      tenantId: cms.tenants.alpha,
      to: 'x@example.test',
      subject: 'Abgelehnt',
      text: 'x',
      source: 'test',
    })
    expect(result.status).toBe('failed')
    const log = await cms.payload.findByID({ collection: 'email-logs', id: result.logId!, depth: 0 })
    expect(log.status).toBe('failed')
    expect(log.error).toBe('EAUTH') // the server's own text goes to the server log only
    expect(log.sentAt ?? null).toBeNull()
    await cms.payload.update({ collection: 'tenants', id: cms.tenants.alpha, data: { smtp: { password: SMTP_PASS } } })
  })

  it('answers 401 without login, 403 for another tenant or a viewer, 400 for bad recipients', async () => {
    const body = { tenant: cms.tenants.alpha, to: 'a@example.test', subject: 'x', text: 'x' }
    expect((await api(cms.url, '/api/send-email', { body })).status).toBe(401)
    expect(
      (await api(cms.url, '/api/send-email', { token: cms.tokens.editor, body: { ...body, tenant: cms.tenants.beta } }))
        .status,
    ).toBe(403)
    expect((await api(cms.url, '/api/send-email', { token: cms.tokens.viewer, body })).status).toBe(403)
    for (const to of [
      'not-an-address',
      [],
      Array.from({ length: 11 }, (_, i) => `r${i}@example.test`),
      'a@example.test\r\nBcc: x@evil.test',
    ]) {
      const response = await api(cms.url, '/api/send-email', { token: cms.tokens.editor, body: { ...body, to } })
      expect(response.status, JSON.stringify(to)).toBe(400)
    }
    const noBody = await api(cms.url, '/api/send-email', {
      token: cms.tokens.editor,
      body: { ...body, text: undefined },
    })
    expect(noBody.status).toBe(400)
    const injected = await api(cms.url, '/api/send-email', {
      token: cms.tokens.editor,
      body: { ...body, subject: 'Hi\r\nBcc: x@evil.test' },
    })
    expect(injected.status).toBe(400)
  })

  it('allows 10 e-mails per user and minute, then answers 429 with Retry-After', async () => {
    const admin = async (to: string | string[]) =>
      api(cms.url, '/api/send-email', {
        token: cms.tokens.admin,
        body: { tenant: cms.tenants.alpha, to, subject: 'Rundmail', text: 'x' },
      })
    expect((await admin(Array.from({ length: 9 }, (_, i) => `r${i}@example.test`))).status).toBe(200)
    expect((await admin('r9@example.test')).status).toBe(200)
    const limited = await admin('r10@example.test')
    expect(limited.status).toBe(429)
    const retryAfter = Number(limited.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(60)
    // The limit is per user: the editor still may send.
    const other = await api(cms.url, '/api/send-email', {
      token: cms.tokens.editor,
      body: { tenant: cms.tenants.alpha, to: 'y@example.test', subject: 'x', text: 'x' },
    })
    expect(other.status).toBe(200)
  })
})
