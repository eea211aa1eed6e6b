import { z } from 'zod'

/*
 * The CMS's environment, parsed with zod in one place (see .env.example for what each variable
 * does). Empty values count as unset, so `SMTP_HOST=` in a copied .env.example means "no SMTP".
 *
 * Not here: the database URL and pool size (src/lib/db/resolveCmsDatabase.ts), secrets
 * (PAYLOAD_SECRET, CMS_ENCRYPTION_KEY: shared/secrets/localSecrets.mjs), TRUSTED_PROXY_HOPS
 * (shared/http/clientAddress.mjs, one rule for both apps) and NEXT_RUNTIME (Next inlines it at build).
 */

const text = z.string().trim().min(1)
const positiveInt = (fallback: number) =>
  z.coerce.number({ error: 'must be a whole number from 1' }).int('must be a whole number from 1').min(1, 'must be a whole number from 1').default(fallback)
const flag = z.enum(['true', 'false'], { error: 'must be "true" or "false"' }).default('false').transform((value) => value === 'true')

const schema = z.object({
  /** Public URL of the CMS (links in e-mails, vCards, allowed origins). */
  CMS_PUBLIC_URL: z.url({ error: 'must be an absolute URL' }).optional(),
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(1).max(65_535, 'must be a port number').default(3000),
  MEDIA_DIR: text.optional(),
  EXPORT_DIR: text.default('.data/exports'),
  // Global SMTP fallback; without SMTP_HOST mails are logged as JSON, never sent.
  SMTP_HOST: text.optional(),
  SMTP_PORT: z.coerce.number({ error: 'must be a port number' }).int().min(1).max(65_535, 'must be a port number').default(587),
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
  TIMELINES_RATE_LIMIT_PER_MINUTE: positiveInt(60),
  TIMELINES_BLOCK_AFTER_VIOLATIONS: positiveInt(5),
  TIMELINES_BLOCK_MINUTES: positiveInt(15),
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

export type CmsEnv = z.output<typeof schema>
type RawEnv = Record<string, string | undefined>

const KEYS = Object.keys(schema.shape) as (keyof CmsEnv)[]

/** The CMS settings from `raw`, or an error naming every invalid variable (never its value: some are secret). */
export function parseCmsEnv(raw: RawEnv): CmsEnv {
  const present = Object.fromEntries(KEYS.map((key) => [key, raw[key]?.trim() ? raw[key] : undefined]))
  const parsed = schema.safeParse(present)
  if (parsed.success) return parsed.data
  const problems = parsed.error.issues.map((issue) => `  ${String(issue.path[0])}: ${issue.message}`)
  throw new Error(`Invalid environment (see .env.example):\n${problems.join('\n')}`)
}

let cached: { fingerprint: string; env: CmsEnv } | undefined

/**
 * The CMS settings of this process. Read through this function, never once into a constant:
 * the result is cached and parsed again only when one of the variables changed, so tests that
 * set e.g. `process.env.FORM_SUBMISSIONS_PER_MINUTE` in `beforeAll` still take effect.
 * payload.config.ts calls it at load, so a bad value stops the start with the variable's name.
 */
export function cmsEnv(): CmsEnv {
  const fingerprint = JSON.stringify(KEYS.map((key) => process.env[key] ?? null))
  if (cached?.fingerprint !== fingerprint) cached = { fingerprint, env: parseCmsEnv(process.env) }
  return cached.env
}
