import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import { multiTenantPlugin } from '@payloadcms/plugin-multi-tenant'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { de } from '@payloadcms/translations/languages/de'
import { en } from '@payloadcms/translations/languages/en'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { isSuperAdmin } from './src/access/isSuperAdmin'
import { Pages } from './src/collections/Pages'
import { Tenants } from './src/collections/Tenants'
import { Users } from './src/collections/Users'
import { healthEndpoint } from './src/endpoints/health'
import { resolveCmsDatabase } from './src/lib/db/resolveCmsDatabase'
import { migrations } from './src/migrations'
import type { Config } from './src/payload-types'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const database = await resolveCmsDatabase()

if (!process.env.PAYLOAD_SECRET && process.env.NODE_ENV === 'production') {
  throw new Error('PAYLOAD_SECRET must be set in production')
}

export default buildConfig({
  serverURL: process.env.CMS_PUBLIC_URL ?? '',
  secret: process.env.PAYLOAD_SECRET ?? 'dev-only-secret-change-me-0123456789abcdef',
  admin: {
    user: Users.slug,
    avatar: 'default',
    importMap: { baseDir: dirname },
    meta: { titleSuffix: ' · Agency CMS' },
  },
  collections: [Tenants, Users, Pages],
  endpoints: [healthEndpoint],
  editor: lexicalEditor(),
  db: postgresAdapter({
    pool: { connectionString: database.url, max: database.poolMax },
    // Schema changes ship as committed migrations; push is never used (also not in dev),
    // so dev, tests and production run the same migration path.
    push: false,
    migrationDir: path.resolve(dirname, 'src/migrations'),
    prodMigrations: migrations,
  }),
  email: nodemailerAdapter({
    defaultFromAddress: process.env.SMTP_FROM_ADDRESS ?? 'noreply@example.com',
    defaultFromName: process.env.SMTP_FROM_NAME ?? 'Agency CMS',
    // Without SMTP_HOST mails are rendered to JSON and logged, never sent to a third party.
    transportOptions: process.env.SMTP_HOST
      ? {
          host: process.env.SMTP_HOST,
          port: Number(process.env.SMTP_PORT ?? 587),
          secure: process.env.SMTP_SECURE === 'true',
          auth: process.env.SMTP_USER ? { user: process.env.SMTP_USER, pass: process.env.SMTP_PASSWORD } : undefined,
        }
      : { jsonTransport: true },
  }),
  localization: {
    locales: [
      { code: 'de', label: 'Deutsch' },
      { code: 'en', label: 'English' },
    ],
    defaultLocale: 'de',
    fallback: true,
  },
  i18n: { supportedLanguages: { de, en }, fallbackLanguage: 'de' },
  sharp,
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts') },
  plugins: [
    multiTenantPlugin<Config>({
      tenantsSlug: 'tenants',
      collections: { pages: {} },
      tenantsArrayField: { includeDefaultField: false },
      userHasAccessToAllTenants: (user) => isSuperAdmin(user),
      // Deleting a tenant never cascades silently (see docs/tenancy.md).
      cleanupAfterTenantDelete: false,
    }),
  ],
})
