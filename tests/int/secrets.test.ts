import { readFileSync, statSync } from 'node:fs'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { decryptSecret } from '@/lib/crypto/secretBox'
import { SMTP_PASSWORD_CONTEXT } from '@/lib/email/transportCache'
import { type CmsStack, signIn, startCms } from '../helpers/cmsServer'
import { api, createSuperAdmin, createTenant, createUser, startSmtpServer } from '../helpers/fixtures/platform'

// No CMS_ENCRYPTION_KEY: outside production it is generated into a fresh local secrets file.
const secretsFile = vi.hoisted(() => {
  delete process.env.CMS_ENCRYPTION_KEY
  const file = `${process.env.TMPDIR ?? '/tmp'}/cms-secrets-${process.pid}-${Date.now()}/secrets.json`
  process.env.LOCAL_SECRETS_FILE = file
  return file
})

const SMTP_USER = 'alpha-mailer'
const SMTP_PASS = 'Alpha-Smtp-Passwort-9'

describe('tenant SMTP settings without CMS_ENCRYPTION_KEY, and who may change them', () => {
  let payload: Payload
  let server: CmsStack['server']
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  let alpha: number
  let adminToken: string
  let rootToken: string

  beforeAll(async () => {
    ;({ payload, server } = await startCms())
    smtp = await startSmtpServer({ credentials: { user: SMTP_USER, pass: SMTP_PASS } })
    alpha = (await createTenant(payload, 'alpha', { smtp: { host: '127.0.0.1', port: smtp.port, user: SMTP_USER, password: SMTP_PASS, fromAddress: 'praxis@alpha.test' } })).id
    await createUser(payload, 'admin@alpha.test', [{ tenant: alpha, roles: ['admin'] }])
    await createSuperAdmin(payload)
    adminToken = await signIn(server, 'admin@alpha.test')
    rootToken = await signIn(server, 'root@platform.test')
  })
  afterAll(async () => {
    await Promise.all([server.close(), smtp.close()])
  })

  const storedSmtp = async () => {
    const tenant = await payload.findByID({ collection: 'tenants', id: alpha, depth: 0, overrideAccess: true, showHiddenFields: true })
    return tenant.smtp as { host?: string; port?: number; secure?: boolean; user?: string; passwordEncrypted?: string }
  }
  const send = (headers: Record<string, string> = {}) =>
    api(server.url, '/api/send-email', { token: adminToken, headers, body: { tenant: alpha, to: 'patient@example.test', subject: 'Termin', text: 'x' } })

  it('saves a tenant with an SMTP password using a generated key kept in a mode-600 file', async () => {
    const saved = await api(server.url, `/api/tenants/${alpha}`, { method: 'PATCH', token: adminToken, body: { name: 'Alpha Praxis', smtp: { password: SMTP_PASS } } })
    expect(saved.status, saved.text).toBe(200)
    const key = Buffer.from(JSON.parse(readFileSync(secretsFile, 'utf8')).CMS_ENCRYPTION_KEY, 'hex')
    expect(statSync(secretsFile).mode & 0o777).toBe(0o600)
    expect(decryptSecret((await storedSmtp()).passwordEncrypted!, key, SMTP_PASSWORD_CONTEXT)).toBe(SMTP_PASS)
    expect((await send()).status).toBe(200)
    expect(smtp.received.at(-1)?.user).toBe(SMTP_USER)
  })

  it('lets a tenant admin change user and password but not host, port or TLS', async () => {
    const before = await storedSmtp()
    const patched = await api(server.url, `/api/tenants/${alpha}`, {
      method: 'PATCH',
      token: adminToken,
      body: { smtp: { host: '10.9.8.7', port: 22, secure: true, user: 'other-user' } },
    })
    expect(patched.status, patched.text).toBe(200)
    expect(await storedSmtp()).toMatchObject({ host: before.host, port: before.port, secure: before.secure, user: 'other-user' })

    const byRoot = await api(server.url, `/api/tenants/${alpha}`, { method: 'PATCH', token: rootToken, body: { smtp: { port: 2525, user: SMTP_USER } } })
    expect(byRoot.status).toBe(200)
    expect(await storedSmtp()).toMatchObject({ port: 2525, user: SMTP_USER })
    await api(server.url, `/api/tenants/${alpha}`, { method: 'PATCH', token: rootToken, body: { smtp: { port: smtp.port } } })
  })

  it('answers a transport failure with a generic localized message; the detail goes to the server log without secrets', async () => {
    await api(server.url, `/api/tenants/${alpha}`, { method: 'PATCH', token: adminToken, body: { smtp: { password: 'Falsches-Passwort-1' } } })
    const warn = vi.spyOn(payload.logger, 'warn')
    try {
      const german = await send()
      const english = await send({ 'accept-language': 'en' })
      expect(german.status).toBe(502)
      expect(german.json.error).toMatch(/^Die E-Mail konnte nicht versendet werden/)
      expect(english.json.error).toMatch(/^The e-mail could not be sent/)
      for (const response of [german, english]) expect(response.text).not.toMatch(/535|Invalid|credentials|127\.0\.0\.1/i)

      const logged = JSON.stringify(warn.mock.calls)
      expect(logged).toMatch(/EAUTH/)
      expect(logged).toMatch(/Invalid login|Invalid credentials|535/)
      for (const secret of ['Falsches-Passwort-1', SMTP_PASS, 'patient@example.test']) expect(logged).not.toContain(secret)
    } finally {
      warn.mockRestore()
    }
  })
})

