import { readFileSync, statSync } from 'node:fs'
import { describe, expect, it, vi } from 'vitest'
import { decryptSecret } from '@agency-platform/shared/secretBox'
import { SMTP_PASSWORD_CONTEXT } from '@/lib/email/transportCache'
import { api } from '../helpers/fixtures/platform'
import { ROOT_USER, useCms, useSmtpServer } from '../helpers/useCms'

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
  const smtp = useSmtpServer({ credentials: { user: SMTP_USER, pass: SMTP_PASS } })
  const cms = useCms({
    tenants: () => ({
      alpha: {
        smtp: {
          host: '127.0.0.1',
          port: smtp.port,
          user: SMTP_USER,
          password: SMTP_PASS,
          fromAddress: 'praxis@alpha.test',
        },
      },
    }),
    users: { admin: { email: 'admin@alpha.test', roles: { alpha: ['admin'] } }, root: ROOT_USER },
  })

  const storedSmtp = async () => {
    const tenant = await cms.payload.findByID({
      collection: 'tenants',
      id: cms.tenants.alpha,
      depth: 0,
      overrideAccess: true,
      showHiddenFields: true,
    })
    return tenant.smtp as { host?: string; port?: number; secure?: boolean; user?: string; passwordEncrypted?: string }
  }
  const send = (headers: Record<string, string> = {}) =>
    api(cms.url, '/api/send-email', {
      token: cms.tokens.admin,
      headers,
      body: { tenant: cms.tenants.alpha, to: 'patient@example.test', subject: 'Termin', text: 'x' },
    })

  it('saves a tenant with an SMTP password using a generated key kept in a mode-600 file', async () => {
    const saved = await api(cms.url, `/api/tenants/${cms.tenants.alpha}`, {
      method: 'PATCH',
      token: cms.tokens.admin,
      body: { name: 'Alpha Praxis', smtp: { password: SMTP_PASS } },
    })
    expect(saved.status, saved.text).toBe(200)
    const key = Buffer.from(JSON.parse(readFileSync(secretsFile, 'utf8')).CMS_ENCRYPTION_KEY, 'hex')
    expect(statSync(secretsFile).mode & 0o777).toBe(0o600)
    expect(decryptSecret((await storedSmtp()).passwordEncrypted!, key, SMTP_PASSWORD_CONTEXT)).toBe(SMTP_PASS)
    expect((await send()).status).toBe(200)
    expect(smtp.received.at(-1)?.user).toBe(SMTP_USER)
  })

  it('lets a tenant admin change user and password but not host, port or TLS', async () => {
    const before = await storedSmtp()
    const patched = await api(cms.url, `/api/tenants/${cms.tenants.alpha}`, {
      method: 'PATCH',
      token: cms.tokens.admin,
      body: { smtp: { host: '10.9.8.7', port: 22, secure: true, user: 'other-user' } },
    })
    expect(patched.status, patched.text).toBe(200)
    expect(await storedSmtp()).toMatchObject({
      host: before.host,
      port: before.port,
      secure: before.secure,
      user: 'other-user',
    })

    const byRoot = await api(cms.url, `/api/tenants/${cms.tenants.alpha}`, {
      method: 'PATCH',
      token: cms.tokens.root,
      body: { smtp: { port: 2525, user: SMTP_USER } },
    })
    expect(byRoot.status).toBe(200)
    expect(await storedSmtp()).toMatchObject({ port: 2525, user: SMTP_USER })
    await api(cms.url, `/api/tenants/${cms.tenants.alpha}`, {
      method: 'PATCH',
      token: cms.tokens.root,
      body: { smtp: { port: smtp.port } },
    })
  })

  it('answers a transport failure with a generic localized message; the detail goes to the server log without secrets', async () => {
    await api(cms.url, `/api/tenants/${cms.tenants.alpha}`, {
      method: 'PATCH',
      token: cms.tokens.admin,
      body: { smtp: { password: 'Falsches-Passwort-1' } },
    })
    const warn = vi.spyOn(cms.payload.logger, 'warn')
    try {
      const german = await send()
      const english = await send({ 'accept-language': 'en' })
      expect(german.status).toBe(502)
      expect(german.json.error).toMatch(/^Die E-Mail konnte nicht versendet werden/)
      expect(english.json.error).toMatch(/^The e-mail could not be sent/)
      for (const response of [german, english])
        expect(response.text).not.toMatch(/535|Invalid|credentials|127\.0\.0\.1/i)

      const logged = JSON.stringify(warn.mock.calls)
      expect(logged).toMatch(/EAUTH/)
      expect(logged).toMatch(/Invalid login|Invalid credentials|535/)
      for (const secret of ['Falsches-Passwort-1', SMTP_PASS, 'patient@example.test'])
        expect(logged).not.toContain(secret)
    } finally {
      warn.mockRestore()
    }
  })
})
