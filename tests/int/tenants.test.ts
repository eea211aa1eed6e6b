import { existsSync, readFileSync } from 'node:fs'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from '@payloadcms/db-postgres'
import { describe, expect, it } from 'vitest'
import { api, createTenant, createUser, graphql } from '../helpers/fixtures/platform'
import { ROOT_USER, useCms } from '../helpers/useCms'

const SECRET = 'Smtp-Klartext-Geheimnis-42'

type Drizzle = { execute: (query: unknown) => Promise<{ rows: Record<string, unknown>[] }> }

describe('tenants: write-only SMTP password, admin rights, guarded deletion', () => {
  const cms = useCms({
    env: { EXPORT_DIR: mkdtempSync(path.join(tmpdir(), 'tenant-exports-')) },
    tenants: { alpha: {} },
    users: {
      root: ROOT_USER,
      admin: { email: 'admin@alpha.test', roles: { alpha: ['admin'] } },
      editor: { email: 'editor@alpha.test', roles: { alpha: ['editor'] } },
    },
  })
  const db = () => (cms.payload.db as unknown as { drizzle: Drizzle }).drizzle

  const storedCiphertext = async (id: number) =>
    (await db().execute(sql`select smtp_password_encrypted as c from tenants where id = ${id}`)).rows[0]?.c as
      string | null

  it('stores the SMTP password encrypted and never returns it (REST create/read, GraphQL, Local API)', async () => {
    const created = await api(cms.url, '/api/tenants', {
      token: cms.tokens.root,
      body: { name: 'Gamma', slug: 'gamma', smtp: { host: '127.0.0.1', port: 2525, user: 'gamma', password: SECRET } },
    })
    expect(created.status).toBe(201)
    expect(created.text).not.toContain(SECRET)
    expect(created.json.doc.smtp).not.toHaveProperty('passwordEncrypted')
    expect(created.json.doc.smtp.password ?? null).toBeNull()
    expect(created.json.doc.smtp.passwordSet).toBe(true)
    const id = created.json.doc.id as number

    const ciphertext = await storedCiphertext(id)
    expect(ciphertext).toMatch(/^v1\./)
    expect(ciphertext).not.toContain(SECRET)

    const read = await api(cms.url, `/api/tenants/${id}?depth=0`, { token: cms.tokens.root })
    expect(read.status).toBe(200)
    expect(read.text).not.toContain(SECRET)
    expect(read.text).not.toContain(ciphertext!)

    const list = await api(cms.url, '/api/tenants?limit=10', { token: cms.tokens.root })
    expect(list.text).not.toContain(ciphertext!)

    const gql = await graphql(
      cms.url,
      cms.tokens.root,
      `
        {
          Tenants {
            docs {
              slug
              smtp {
                host
                password
                passwordSet
              }
            }
          }
        }
      `,
    )
    expect(gql.status, gql.text).toBe(200)
    const gamma = gql.json.data.Tenants.docs.find((doc: { slug: string }) => doc.slug === 'gamma')
    expect(gamma.smtp).toEqual({ host: '127.0.0.1', password: null, passwordSet: true })
    // Asking for the (hidden) ciphertext field explicitly yields null, also for a super admin.
    const hidden = await graphql(
      cms.url,
      cms.tokens.root,
      `
        {
          Tenants {
            docs {
              smtp {
                passwordEncrypted
              }
            }
          }
        }
      `,
    )
    expect(hidden.status).toBe(200)
    expect(
      hidden.json.data.Tenants.docs.map((doc: { smtp: { passwordEncrypted: unknown } }) => doc.smtp.passwordEncrypted),
    ).toEqual([null, null])
    expect(hidden.text).not.toContain(ciphertext!)

    const user = (await cms.payload.find({ collection: 'users', where: { email: { equals: 'root@platform.test' } } }))
      .docs[0]
    const local = await cms.payload.findByID({ collection: 'tenants', id, overrideAccess: false, user })
    expect(JSON.stringify(local)).not.toContain(ciphertext!)
    expect(JSON.stringify(local)).not.toContain(SECRET)
  })

  it('keeps the stored password when an update leaves it empty, replaces it when a new one is given', async () => {
    const id = (await cms.payload.find({ collection: 'tenants', where: { slug: { equals: 'gamma' } } })).docs[0]!.id
    const before = await storedCiphertext(id)
    for (const smtp of [{ port: 2526 }, { port: 2527, password: '' }]) {
      const response = await api(cms.url, `/api/tenants/${id}`, {
        method: 'PATCH',
        token: cms.tokens.root,
        body: { smtp },
      })
      expect(response.status).toBe(200)
      expect(await storedCiphertext(id)).toBe(before)
    }
    await api(cms.url, `/api/tenants/${id}`, {
      method: 'PATCH',
      token: cms.tokens.root,
      body: { smtp: { password: 'Neues-Passwort-7' } },
    })
    const after = await storedCiphertext(id)
    expect(after).not.toBe(before)
    expect(after).toMatch(/^v1\./)
  })

  it('keeps the clear-text password out of every table (no versions, logs or audit entries hold it)', async () => {
    const tables = await db().execute(
      sql`select table_name as t from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    )
    expect(tables.rows.length).toBeGreaterThan(20)
    const hits: string[] = []
    for (const { t } of tables.rows) {
      const found = await db().execute(
        sql`select count(*)::int as n from ${sql.identifier(String(t))} x where x::text like ${`%${SECRET}%`}`,
      )
      if (Number(found.rows[0]?.n) > 0) hits.push(String(t))
    }
    expect(hits).toEqual([])
  })

  it('masks the password in the tenant audit entries', async () => {
    const rows = await db().execute(sql`select changes::text as changes from audit_logs where collection = 'tenants'`)
    expect(rows.rows.length).toBeGreaterThanOrEqual(3)
    for (const row of rows.rows) {
      expect(row.changes).not.toContain(SECRET)
      expect(row.changes).not.toContain('Neues-Passwort-7')
      expect(row.changes).not.toContain('v1.')
    }
    const withPassword = rows.rows.filter((row) => String(row.changes).includes('"smtp.password"'))
    // create + the explicit password change; the two updates without a password do not mention it
    expect(withPassword).toHaveLength(2)
    expect(withPassword[0]!.changes).toContain('"***"')
  })

  it('lets a tenant admin edit the e-mail settings but not slug or domains; editors cannot edit the tenant', async () => {
    const update = await api(cms.url, `/api/tenants/${cms.tenants.alpha}`, {
      method: 'PATCH',
      token: cms.tokens.admin,
      body: { slug: 'hijacked', domains: [{ domain: 'evil.test' }], smtp: { fromAddress: 'praxis@alpha.test' } },
    })
    expect(update.status).toBe(200)
    const stored = await cms.payload.findByID({ collection: 'tenants', id: cms.tenants.alpha })
    expect(stored.slug).toBe('alpha')
    expect(stored.domains?.map((row) => row.domain)).toEqual(['alpha.test'])
    expect(stored.smtp?.fromAddress).toBe('praxis@alpha.test')

    const byEditor = await api(cms.url, `/api/tenants/${cms.tenants.alpha}`, {
      method: 'PATCH',
      token: cms.tokens.editor,
      body: { name: 'Editor was here' },
    })
    expect(byEditor.status).toBe(403)
    const byAdminOther = await api(cms.url, '/api/tenants', {
      token: cms.tokens.admin,
      body: { name: 'Delta', slug: 'delta' },
    })
    expect(byAdminOther.status).toBe(403)
  })

  it('refuses to delete a tenant that has documents unless confirmed; then exports and deletes them', async () => {
    const epsilon = await createTenant(cms.payload, 'epsilon')
    const member = await createUser(cms.payload, 'editor@epsilon.test', [{ tenant: epsilon.id, roles: ['editor'] }])
    await cms.payload.create({
      collection: 'pages',
      data: { title: 'Startseite', tenant: epsilon.id, _status: 'published' },
    })
    await cms.payload.create({ collection: 'pages', data: { title: 'Kontakt', tenant: epsilon.id } })

    const plain = await api(cms.url, `/api/tenants/${epsilon.id}`, { method: 'DELETE', token: cms.tokens.root })
    expect(plain.status).toBe(409)
    expect(plain.text).toContain('confirm=epsilon')
    const wrong = await api(cms.url, `/api/tenants/${epsilon.id}?confirm=alpha`, {
      method: 'DELETE',
      token: cms.tokens.root,
    })
    expect(wrong.status).toBe(409)
    expect(
      (await cms.payload.count({ collection: 'pages', where: { tenant: { equals: epsilon.id } } })).totalDocs,
    ).toBe(2)

    const download = await api(cms.url, `/api/tenants/${epsilon.id}/export`, { token: cms.tokens.root })
    expect(download.status).toBe(200)
    expect(download.json.collections.pages).toHaveLength(2)
    expect(await api(cms.url, `/api/tenants/${epsilon.id}/export`, { token: cms.tokens.admin })).toMatchObject({
      status: 403,
    })

    const confirmed = await api(cms.url, `/api/tenants/${epsilon.id}?confirm=epsilon`, {
      method: 'DELETE',
      token: cms.tokens.root,
    })
    expect(confirmed.status).toBe(200)
    expect(
      (await cms.payload.count({ collection: 'pages', where: { tenant: { equals: epsilon.id } } })).totalDocs,
    ).toBe(0)
    const orphan = await cms.payload.findByID({ collection: 'users', id: member.id })
    expect(orphan.tenants ?? []).toHaveLength(0)

    const entry = (
      await db().execute(
        sql`select changes from audit_logs where collection = 'tenants' and action = 'delete' and document_id = ${String(epsilon.id)}`,
      )
    ).rows[0]
    const file = (entry?.changes as { exportFile: { to: string } }).exportFile.to
    expect(path.dirname(file)).toBe(process.env.EXPORT_DIR)
    expect(existsSync(file)).toBe(true)
    const exported = JSON.parse(readFileSync(file, 'utf8'))
    expect(exported.tenant.slug).toBe('epsilon')
    expect(exported.tenant.smtp ?? {}).not.toHaveProperty('passwordEncrypted')
    expect(exported.collections.pages.map((page: { title: { de: string } }) => page.title.de).sort()).toEqual([
      'Kontakt',
      'Startseite',
    ])
    expect(exported.memberships).toEqual([{ user: member.id, email: 'editor@epsilon.test', roles: ['editor'] }])
  })

  it('deletes an empty tenant without confirmation', async () => {
    const zeta = await createTenant(cms.payload, 'zeta')
    const response = await api(cms.url, `/api/tenants/${zeta.id}`, { method: 'DELETE', token: cms.tokens.root })
    expect(response.status).toBe(200)
    expect(await cms.payload.findByID({ collection: 'tenants', id: zeta.id, disableErrors: true })).toBeNull()
  })
})
