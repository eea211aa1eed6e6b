import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { de } from '@payloadcms/translations/languages/de'
import { en } from '@payloadcms/translations/languages/en'
import nodemailer from 'nodemailer'
import { buildConfig, defaultLoggerOptions } from 'payload'
import sharp from 'sharp'
import { adminComponents, adminMeta } from './src/admin/config'
import { collections } from './src/collections'
import { cmsEnv } from './src/env'
import { Users } from './src/collections/Users'
import { blockThumbnailEndpoint } from './src/endpoints/blockThumbnails'
import { healthEndpoint } from './src/endpoints/health'
import { publicApiEndpoints } from './src/endpoints/public/publicApi'
import { sendEmailEndpoint } from './src/endpoints/sendEmail'
import { withMigrationLock } from './src/lib/db/payloadPostgres'
import { resolveCmsDatabase } from './src/lib/db/resolveCmsDatabase'
import { jobs } from './src/jobs'
import { migrations } from './src/migrations'
import { communityModule } from './src/modules/community/plugin'
import { videoHubModule } from './src/modules/videoHub/plugin'
import { plugins } from './src/plugins'
import { administratorsChrome } from './src/plugins/administratorsChrome'
import { localizeAdmin } from './src/plugins/localizeAdmin'
import { resolveSecret } from '@agency-platform/shared/localSecrets'
import { initialAllowedOrigins, keepAllowedOriginsCurrent } from './src/lib/security/allowedOrigins'
import { cmsLogOptions } from './src/lib/logging/errorSerializer'
import { listCostRule, oneLoginPerRequest } from './src/lib/graphql/requestLimits'
import { guardDocumentLocks } from './src/lib/security/documentLocks'
import payloadFormalGerman from './src/i18n/payloadFormalGerman.json' with { type: 'json' }

const dirname = path.dirname(fileURLToPath(import.meta.url))
const database = resolveCmsDatabase()
// Parsed at load: a bad variable stops the start with a message naming it (src/env.ts).
const env = cmsEnv()

export default buildConfig({
  serverURL: env.CMS_PUBLIC_URL ?? '',
  // From the environment; required in production, generated into .data/secrets.json elsewhere.
  secret: resolveSecret('PAYLOAD_SECRET'),
  // Cookie-authenticated requests and cross-origin reads only from the CMS's own URL and the
  // tenants' domains; the lists are refreshed from the tenants at start and on change.
  csrf: initialAllowedOrigins(),
  cors: initialAllowedOrigins(),
  onInit: keepAllowedOriginsCurrent,
  // Payload's default output, but errors without a failed query's parameters (personal data).
  logger: { options: cmsLogOptions, destination: defaultLoggerOptions },
  admin: {
    user: Users.slug,
    avatar: 'default',
    // Overridable so the generated-files test can regenerate into a temp file and compare.
    importMap: { baseDir: dirname, importMapFile: env.PAYLOAD_IMPORT_MAP_FILE },
    meta: adminMeta,
    components: adminComponents,
    // One pattern for all languages, spelled by each language's date-fns locale (`P, p`):
    // German "22.11.2026, 21:08", English "11/22/2026, 9:08 PM".
    dateFormat: 'P, p',
  },
  collections,
  // Capped list reads and a cost per document read (src/lib/graphql/requestLimits.ts); one login per request.
  graphQL: { validationRules: (args) => [listCostRule(args.variableValues ?? undefined), oneLoginPerRequest] },
  endpoints: [healthEndpoint, sendEmailEndpoint, blockThumbnailEndpoint, ...publicApiEndpoints],
  // Background tasks: the queue here (src/jobs), the tasks from the modules (comment sync, reports, token refresh,
  // video-hub reminders); Payload's queue collection is `payload-jobs`.
  jobs,
  editor: lexicalEditor(),
  db: withMigrationLock(
    postgresAdapter({
      pool: { connectionString: database.url, max: database.poolMax },
      // Schema changes ship as committed migrations; push is never used (also not in dev),
      // so dev, tests and production run the same migration path.
      push: false,
      migrationDir: path.resolve(dirname, 'src/migrations'),
      prodMigrations: migrations,
      // Tables owned by hand-written migrations (not Payload collections): never diffed or pushed.
      tablesFilter: ['!rate_limits'],
    }),
  ),
  email: nodemailerAdapter({
    defaultFromAddress: env.SMTP_FROM_ADDRESS,
    defaultFromName: env.SMTP_FROM_NAME,
    // Without SMTP_HOST mails are rendered to JSON and logged, never sent to a third party.
    transport: env.SMTP_HOST
      ? nodemailer.createTransport({
          host: env.SMTP_HOST,
          port: env.SMTP_PORT,
          secure: env.SMTP_SECURE,
          auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASSWORD } : undefined,
        })
      : nodemailer.createTransport({ jsonTransport: true }),
  }),
  localization: {
    locales: [
      { code: 'de', label: 'Deutsch' },
      { code: 'en', label: 'English' },
    ],
    defaultLocale: 'de',
    fallback: true,
  },
  // Payload's own German says "du"; the admin addresses people as "Sie" (issue 34). Payload deep-merges these
  // over its German texts.
  i18n: { supportedLanguages: { de, en }, fallbackLanguage: 'de', translations: { de: payloadFormalGerman } },
  sharp,
  typescript: { outputFile: env.PAYLOAD_TYPES_OUTPUT_FILE ?? path.resolve(dirname, 'src/payload-types.ts') },
  // The modules (src/modules) first: they add collections, endpoints, tasks and admin views that the
  // other plugins (multi-tenant, tenant modules) must see. localizeAdmin last, so the fields the
  // plugins add are named in German and English too.
  plugins: [communityModule(), videoHubModule(), ...plugins, administratorsChrome, localizeAdmin],
  // Payload adds its lock collection during sanitizing, open to every user: only editors of a document may lock it.
}).then(guardDocumentLocks)
