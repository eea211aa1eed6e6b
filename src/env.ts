import { z } from 'zod'
import { environmentReader } from '@agency-platform/shared/environment'

/*
 * The CMS's environment, parsed with zod in one place (see .env.example for what each variable
 * does). Empty values count as unset, so `SMTP_HOST=` in a copied .env.example means "no SMTP".
 *
 * Not here: the database URL and pool size (src/lib/db/resolveCmsDatabase.ts), secrets
 * (PAYLOAD_SECRET, CMS_ENCRYPTION_KEY, CRON_SECRET: @agency-platform/shared/localSecrets), TRUSTED_PROXY_HOPS
 * (@agency-platform/shared/clientAddress, one rule for both apps) and NEXT_RUNTIME (Next inlines it at build).
 */

const text = z.string().trim().min(1)
const positiveInt = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a whole number from 1' })
    .int('must be a whole number from 1')
    .min(1, 'must be a whole number from 1')
    .default(fallback)
const nonNegativeInt = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a whole number from 0' })
    .int('must be a whole number from 0')
    .min(0, 'must be a whole number from 0')
    .default(fallback)
const absoluteUrl = (fallback: string) => z.url({ error: 'must be an absolute URL' }).default(fallback)
const flag = z
  .enum(['true', 'false'], { error: 'must be "true" or "false"' })
  .default('false')
  .transform((value) => value === 'true')

const S3_REQUIRED = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const

const schema = z
  .object({
    /** Public URL of the CMS (links in e-mails, vCards, allowed origins). */
    CMS_PUBLIC_URL: z.url({ error: 'must be an absolute URL' }).optional(),
    PORT: z.coerce
      .number({ error: 'must be a port number' })
      .int()
      .min(1)
      .max(65_535, 'must be a port number')
      .default(3000),
    MEDIA_DIR: text.optional(),
    EXPORT_DIR: text.default('.data/exports'),
    // S3-compatible object storage for uploads and tenant exports (docs/deploy.md); all five or none.
    S3_BUCKET: text.optional(),
    S3_ENDPOINT: z.url({ error: 'must be an absolute URL' }).optional(),
    S3_REGION: text.optional(),
    S3_ACCESS_KEY_ID: text.optional(),
    S3_SECRET_ACCESS_KEY: text.optional(),
    // Path-style URLs (`endpoint/bucket/key`), which most S3-compatible servers (MinIO, Ceph, s3rver) need.
    S3_FORCE_PATH_STYLE: flag,
    // Global SMTP fallback; without SMTP_HOST mails are logged as JSON, never sent.
    SMTP_HOST: text.optional(),
    SMTP_PORT: z.coerce
      .number({ error: 'must be a port number' })
      .int()
      .min(1)
      .max(65_535, 'must be a port number')
      .default(587),
    SMTP_SECURE: flag,
    SMTP_USER: text.optional(),
    SMTP_PASSWORD: z.string().optional(),
    SMTP_FROM_ADDRESS: z.email({ error: 'must be an e-mail address' }).default('noreply@example.com'),
    SMTP_FROM_NAME: text.default('Agency CMS'),
    EMAIL_FAILURE_ALERT_THRESHOLD: positiveInt(5),
    // Alerts stay lenient on purpose (src/lib/alerts/config.ts): a typo in a channel name never breaks sending.
    ALERT_CHANNELS: z.string().optional(),
    ALERT_MIN_LEVEL: z.string().optional(),
    ALERT_SLACK_WEBHOOK_URL: z.string().optional(),
    ALERT_DISCORD_WEBHOOK_URL: z.string().optional(),
    ALERT_EMAIL_TO: z.string().optional(),
    FORM_SUBMISSIONS_PER_MINUTE: positiveInt(5),
    // CMS login (src/collections/Users/hooks/loginThrottle.ts): failures per account and client address, attempts per address.
    CMS_LOGIN_MAX_FAILURES: positiveInt(5),
    CMS_LOGIN_LOCK_MINUTES: positiveInt(15),
    CMS_LOGIN_ATTEMPTS_PER_MINUTE: positiveInt(20),
    TIMELINES_RATE_LIMIT_PER_MINUTE: positiveInt(60),
    TIMELINES_BLOCK_AFTER_VIOLATIONS: positiveInt(5),
    TIMELINES_BLOCK_MINUTES: positiveInt(15),
    // Community (issue 16): the YouTube OAuth client (docs/community.md); without the client id the connect flow answers 503.
    GOOGLE_OAUTH_AUTHORIZE_URL: absoluteUrl('https://accounts.google.com/o/oauth2/v2/auth'),
    GOOGLE_OAUTH_TOKEN_URL: absoluteUrl('https://oauth2.googleapis.com/token'),
    GOOGLE_OAUTH_CLIENT_ID: text.optional(),
    GOOGLE_OAUTH_CLIENT_SECRET: text.optional(),
    YOUTUBE_API_BASE_URL: absoluteUrl('https://www.googleapis.com/youtube/v3'),
    // Where the community inbox loads video stills from (the admin's browser fetches them).
    YOUTUBE_THUMBNAIL_BASE_URL: absoluteUrl('https://i.ytimg.com'),
    // Meta Graph API (Facebook pages, Instagram): long-lived token exchange; without the app id/secret those tokens are not refreshed.
    META_GRAPH_BASE_URL: absoluteUrl('https://graph.facebook.com/v21.0'),
    META_APP_ID: text.optional(),
    META_APP_SECRET: text.optional(),
    // Pause between two accounts of one token refresh run (the providers rate-limit token endpoints).
    TOKEN_REFRESH_PAUSE_MS: nonNegativeInt(1000),
    // Community module (docs/community.md): an OpenAI-compatible chat completions API for sentiment; without COMMUNITY_LLM_API_KEY the local lexicon analyses.
    COMMUNITY_LLM_BASE_URL: absoluteUrl('https://api.openai.com/v1'),
    COMMUNITY_LLM_API_KEY: text.optional(),
    COMMUNITY_LLM_MODEL: text.default('gpt-4o-mini'),
    COMMUNITY_LLM_TIMEOUT_MS: positiveInt(20_000),
    // How often the community live stream looks for changed interactions.
    COMMUNITY_STREAM_POLL_MS: positiveInt(5000),
    // Public sites' map block (docs/site.md): a tile URL template with {z}, {x}, {y} (and optionally {s}, {r}); unset → a list of addresses, no map.
    MAP_TILE_URL: text
      .refine(
        (value) => /^https?:\/\//.test(value) && ['{z}', '{x}', '{y}'].every((part) => value.includes(part)),
        'must be an http(s) URL template with {z}, {x} and {y}',
      )
      .optional(),
    // Attribution the tile provider requires (shown in the map's corner), e.g. "© OpenStreetMap contributors".
    MAP_TILE_ATTRIBUTION: text.optional(),
    // Generated files: overridable so the generated-files test can regenerate into a temp file.
    PAYLOAD_IMPORT_MAP_FILE: text.optional(),
    PAYLOAD_TYPES_OUTPUT_FILE: text.optional(),
    // Seed (npm run seed): demo accounts; `{tenant}` in the templates is replaced by the tenant slug.
    SEED_ONLY_IF_EMPTY: flag,
    SEED_ADMIN_EMAIL: text.default('admin@example.com'),
    SEED_ADMIN_PASSWORD: text.default('Admin-Demo-Passwort-2026'),
    SEED_EDITOR_EMAIL_TEMPLATE: text.default('editor-{tenant}@example.com'),
    SEED_EDITOR_PASSWORD: text.default('Editor-Demo-Passwort-2026'),
    SEED_TENANT_ADMIN_EMAIL_TEMPLATE: text.default('tenant-admin-{tenant}@example.com'),
    SEED_TENANT_ADMIN_PASSWORD: text.default('Mandant-Demo-Passwort-2026'),
  })
  .superRefine((env, ctx) => {
    // Half an S3 configuration would silently keep files on one instance's disk: refuse it.
    const missing = S3_REQUIRED.filter((key) => env[key] === undefined)
    if (missing.length === 0 || missing.length === S3_REQUIRED.length) return
    for (const key of missing)
      ctx.addIssue({ code: 'custom', path: [key], message: `required when any of ${S3_REQUIRED.join(', ')} is set` })
  })

const reader = environmentReader(schema, 'see .env.example')

export type CmsEnv = z.output<typeof schema>

/** The CMS settings from `raw`, or an error naming every invalid variable (never its value: some are secret). */
export const parseCmsEnv = reader.parse

/**
 * The CMS settings of this process. Read through this function, never once into a constant:
 * it parses again only when one of the variables changed, so tests that set e.g.
 * `process.env.FORM_SUBMISSIONS_PER_MINUTE` in `beforeAll` still take effect.
 * payload.config.ts calls it at load, so a bad value stops the start with the variable's name.
 */
export const cmsEnv = reader.read

export type S3Settings = {
  bucket: string
  endpoint: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  forcePathStyle: boolean
}

/** The object storage to use, or undefined for the local disk (MEDIA_DIR, EXPORT_DIR). */
export function s3Settings(env: CmsEnv = cmsEnv()): S3Settings | undefined {
  const {
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_REGION: region,
    S3_ACCESS_KEY_ID: accessKeyId,
    S3_SECRET_ACCESS_KEY: secretAccessKey,
  } = env
  if (!bucket || !endpoint || !region || !accessKeyId || !secretAccessKey) return undefined
  return { bucket, endpoint, region, accessKeyId, secretAccessKey, forcePathStyle: env.S3_FORCE_PATH_STYLE }
}
