import type { Payload } from 'payload'
import { cmsEnv } from '@/env'
import { ALL_TENANT_MODULES, type TenantModule } from '@/access/tenantModules'
import type { Form, Tenant } from '@/payload-types'
import { richText } from '@/lib/richText/buildRichText'
import demoTenants from './demoTenants.json' with { type: 'json' }
import { withRowIds } from './localizedUpsert'
import { upsertByField } from './upsert'

export type SeedTenants = { alpha: Tenant; beta: Tenant }

/** Demo accounts; every value can be set from the environment (see docs/tenancy.md). */
export const seedCredentials = () => {
  const env = cmsEnv()
  return {
    adminEmail: env.SEED_ADMIN_EMAIL,
    adminPassword: env.SEED_ADMIN_PASSWORD,
    editorEmail: (tenant: string) => env.SEED_EDITOR_EMAIL_TEMPLATE.replace('{tenant}', tenant),
    editorPassword: env.SEED_EDITOR_PASSWORD,
    tenantAdminEmail: (tenant: string) => env.SEED_TENANT_ADMIN_EMAIL_TEMPLATE.replace('{tenant}', tenant),
    tenantAdminPassword: env.SEED_TENANT_ADMIN_PASSWORD,
  }
}

/**
 * The demo tenants (demoTenants.json) in order. Alpha, a dental clinic, books appointments but shows
 * no portfolio, shop or video hub, so its editors do not see those; its SMTP settings have no host, so
 * mail goes through the global adapter until an admin enters the practice's server. A tenant without
 * a module list has every module.
 */
const tenantSeeds = (Object.keys(demoTenants) as (keyof SeedTenants)[]).map((key) => ({ key, ...demoTenants[key] }))

const formFields = (locale: 'de' | 'en') =>
  [
    { blockType: 'text', name: 'name', label: { de: 'Name', en: 'Name' }, required: true, width: 50 },
    { blockType: 'email', name: 'email', label: { de: 'E-Mail', en: 'Email' }, required: true, width: 50 },
    { blockType: 'textarea', name: 'message', label: { de: 'Nachricht', en: 'Message' }, required: true, width: 100 },
  ].map((field) => ({ ...field, label: field.label[locale] }))

/** Two demo tenants on their own hosts, a super admin, an admin and an editor per tenant, a contact form with submissions. */
export async function seedPlatform(payload: Payload): Promise<SeedTenants> {
  const credentials = seedCredentials()
  const tenants = {} as SeedTenants
  for (const seed of tenantSeeds) {
    tenants[seed.key] = await upsertByField(payload, 'tenants', 'slug', {
      name: seed.name,
      slug: seed.key,
      domains: [{ domain: seed.domain }],
      defaultLocale: 'de',
      modules: 'modules' in seed ? (seed.modules as TenantModule[]) : ALL_TENANT_MODULES,
      brandColor: seed.brandColor,
      smtp: seed.smtp,
    })
  }
  await upsertByField(payload, 'users', 'email', {
    email: credentials.adminEmail,
    password: credentials.adminPassword,
    name: 'Super Admin',
    isSuperAdmin: true,
  })
  for (const seed of tenantSeeds) {
    const tenant = tenants[seed.key]
    await upsertByField(payload, 'users', 'email', {
      email: credentials.tenantAdminEmail(tenant.slug),
      password: credentials.tenantAdminPassword,
      name: `Admin ${tenant.name}`,
      isSuperAdmin: false,
      tenants: [
        { tenant: tenant.id, roles: ['admin'], communityRole: 'manager', videoPlatformRole: 'VideoPlatformManager' },
      ],
    })
    const editor = await upsertByField(payload, 'users', 'email', {
      email: credentials.editorEmail(tenant.slug),
      password: credentials.editorPassword,
      name: `Editor ${tenant.name}`,
      isSuperAdmin: false,
      tenants: [
        { tenant: tenant.id, roles: ['editor'], communityRole: 'moderator', videoPlatformRole: 'VideoPlatformCreator' },
      ],
    })
    await seedForm(payload, tenant, seed.form, editor.id)
  }
  return tenants
}

async function seedForm(
  payload: Payload,
  tenant: Tenant,
  seed: (typeof tenantSeeds)[number]['form'],
  editorId: number,
) {
  const form = await upsertByField(
    payload,
    'forms',
    'title',
    {
      title: seed.title,
      tenant: tenant.id,
      fields: formFields('de'),
      submitButtonLabel: seed.button.de,
      confirmationType: 'message',
      confirmationMessage: richText(seed.thanks.de),
    },
    { tenant: { equals: tenant.id } },
  )
  await payload.update({
    collection: 'forms',
    id: form.id,
    locale: 'en',
    data: {
      fields: withRowIds(formFields('en'), form.fields) as Form['fields'],
      submitButtonLabel: seed.button.en,
      confirmationMessage: richText(seed.thanks.en) as Form['confirmationMessage'],
    },
    overrideAccess: true,
  })
  const existing = await payload.count({
    collection: 'form-submissions',
    where: { form: { equals: form.id } },
    overrideAccess: true,
  })
  if (existing.totalDocs > 0) return
  for (const { name, email, message, status, priority, tags } of seed.submissions) {
    await payload.create({
      collection: 'form-submissions',
      overrideAccess: true,
      // Demo data: no notification mail to the (fictional) tenant address.
      context: { skipNotification: true },
      data: {
        form: form.id,
        submissionData: [
          { field: 'name', value: name },
          { field: 'email', value: email },
          { field: 'message', value: message },
        ],
        status: status as 'new',
        priority: priority as 'normal',
        tags,
        assignedTo: status === 'new' ? null : editorId,
      },
    })
  }
}
