import type { Payload } from 'payload'
import type { Tenant } from '@/payload-types'
import { upsertByField } from './upsert'

export type SeedTenants = { alpha: Tenant; beta: Tenant }

export const seedCredentials = () => ({
  adminEmail: process.env.SEED_ADMIN_EMAIL || 'admin@example.com',
  adminPassword: process.env.SEED_ADMIN_PASSWORD || 'Admin-Demo-Passwort-2026',
  editorEmail: (tenant: string) => (process.env.SEED_EDITOR_EMAIL_TEMPLATE || 'editor-{tenant}@example.com').replace('{tenant}', tenant),
  editorPassword: process.env.SEED_EDITOR_PASSWORD || 'Editor-Demo-Passwort-2026',
})

/** Two demo tenants on their own hosts, a super admin and one editor per tenant. */
export async function seedPlatform(payload: Payload): Promise<SeedTenants> {
  const credentials = seedCredentials()
  const alpha = await upsertByField(payload, 'tenants', 'slug', {
    name: 'Alpha Zahnklinik',
    slug: 'alpha',
    domains: [{ domain: 'alpha.localhost' }],
    defaultLocale: 'de',
  })
  const beta = await upsertByField(payload, 'tenants', 'slug', {
    name: 'Beta Fotostudio',
    slug: 'beta',
    domains: [{ domain: 'beta.localhost' }],
    defaultLocale: 'de',
  })
  await upsertByField(payload, 'users', 'email', {
    email: credentials.adminEmail,
    password: credentials.adminPassword,
    name: 'Super Admin',
    isSuperAdmin: true,
  })
  for (const tenant of [alpha, beta]) {
    await upsertByField(payload, 'users', 'email', {
      email: credentials.editorEmail(tenant.slug),
      password: credentials.editorPassword,
      name: `Editor ${tenant.name}`,
      isSuperAdmin: false,
      tenants: [{ tenant: tenant.id, roles: ['editor'] }],
    })
  }
  return { alpha, beta }
}
