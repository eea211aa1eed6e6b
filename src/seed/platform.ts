import type { Payload } from 'payload'
import { cmsEnv } from '@/env'
import { ALL_TENANT_MODULES, type TenantModule } from '@/access/tenantModules'
import type { Form, Tenant } from '@/payload-types'
import { richText } from '@/lib/richText/buildRichText'
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

const tenantSeeds = [
  {
    key: 'alpha' as const,
    name: 'Alpha Zahnklinik',
    domain: 'alpha.localhost',
    // A dental clinic books appointments but shows no portfolio, shop or video hub: its editors do not see those.
    modules: ['content', 'services', 'company', 'media', 'bookings', 'forms'] as TenantModule[],
    brandColor: '#0f766e',
    // No host: mail goes through the global adapter until an admin enters the practice's SMTP server.
    smtp: { fromName: 'Alpha Zahnklinik', fromAddress: 'praxis@alpha.example', replyTo: 'team@alpha.example', notificationEmail: 'anfragen@alpha.example' },
    form: {
      title: 'Kontakt & Terminanfrage',
      button: { de: 'Anfrage senden', en: 'Send request' },
      thanks: { de: 'Danke! Wir melden uns innerhalb eines Werktags.', en: 'Thank you! We will get back to you within one working day.' },
      submissions: [
        { name: 'Erika Mustermann', email: 'erika@example.com', message: 'Ich hätte gern einen Termin zur Prophylaxe im März.', status: 'new', priority: 'normal' },
        { name: 'John Smith', email: 'john@example.com', message: 'Do you treat patients in English? I have a cracked tooth.', status: 'in-progress', priority: 'urgent', tags: ['englisch', 'notfall'] },
        { name: 'Familie Kaya', email: 'kaya@example.com', message: 'Gibt es Termine für zwei Kinder (6 und 9) am Nachmittag?', status: 'completed', priority: 'low', tags: ['kinder'] },
      ],
    },
  },
  {
    key: 'beta' as const,
    name: 'Beta Fotostudio',
    domain: 'beta.localhost',
    modules: ALL_TENANT_MODULES,
    brandColor: '#b45309',
    smtp: { fromName: 'Beta Fotostudio', fromAddress: 'studio@beta.example', replyTo: 'studio@beta.example', notificationEmail: 'buchung@beta.example' },
    form: {
      title: 'Shooting anfragen',
      button: { de: 'Anfrage abschicken', en: 'Request a shoot' },
      thanks: { de: 'Vielen Dank! Wir schicken dir ein Angebot.', en: 'Thanks! We will send you a quote.' },
      submissions: [
        { name: 'Lena & Tom', email: 'lena.tom@example.com', message: 'Hochzeit am 14. Juni in Lüneburg, ca. 8 Stunden Begleitung.', status: 'waiting', priority: 'high', tags: ['hochzeit'] },
        { name: 'Acme GmbH', email: 'hr@acme.example', message: 'Business portraits for 12 employees, ideally on site.', status: 'read', priority: 'normal', tags: ['business'] },
      ],
    },
  },
]

const formFields = [
  { blockType: 'text', name: 'name', label: 'Name', required: true, width: 50 },
  { blockType: 'email', name: 'email', label: 'E-Mail', required: true, width: 50 },
  { blockType: 'textarea', name: 'message', label: 'Nachricht', required: true, width: 100 },
]

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
      modules: seed.modules,
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
      tenants: [{ tenant: tenant.id, roles: ['admin'], communityRole: 'manager', videoPlatformRole: 'VideoPlatformManager' }],
    })
    const editor = await upsertByField(payload, 'users', 'email', {
      email: credentials.editorEmail(tenant.slug),
      password: credentials.editorPassword,
      name: `Editor ${tenant.name}`,
      isSuperAdmin: false,
      tenants: [{ tenant: tenant.id, roles: ['editor'], communityRole: 'moderator', videoPlatformRole: 'VideoPlatformCreator' }],
    })
    await seedForm(payload, tenant, seed.form, editor.id)
  }
  return tenants
}

async function seedForm(payload: Payload, tenant: Tenant, seed: (typeof tenantSeeds)[number]['form'], editorId: number) {
  const form = await upsertByField(
    payload,
    'forms',
    'title',
    { title: seed.title, tenant: tenant.id, fields: formFields, submitButtonLabel: seed.button.de, confirmationType: 'message', confirmationMessage: richText(seed.thanks.de) },
    { tenant: { equals: tenant.id } },
  )
  await payload.update({
    collection: 'forms',
    id: form.id,
    locale: 'en',
    data: { submitButtonLabel: seed.button.en, confirmationMessage: richText(seed.thanks.en) as Form['confirmationMessage'] },
    overrideAccess: true,
  })
  const existing = await payload.count({ collection: 'form-submissions', where: { form: { equals: form.id } }, overrideAccess: true })
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
