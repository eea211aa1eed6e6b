import { z } from 'zod'
import { environmentReader } from '@agency-platform/shared/environment'

/*
 * The case service's environment, parsed with zod in one place (see .env.example). Empty values
 * count as unset. Not here: secrets (CASE_JWT_SECRET, CASE_ENCRYPTION_KEY:
 * @agency-platform/shared/localSecrets), TRUSTED_PROXY_HOPS (@agency-platform/shared/clientAddress, one rule for
 * both apps) and NEXT_RUNTIME (Next inlines it at build).
 */

const text = z.string().trim().min(1)
const positiveInt = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a whole number from 1' })
    .int('must be a whole number from 1')
    .min(1, 'must be a whole number from 1')
    .default(fallback)
// Fractions allowed: tests lock an account for a second.
const positiveNumber = (fallback: number) =>
  z.coerce.number({ error: 'must be a number above 0' }).positive('must be a number above 0').default(fallback)
const postgresUrl = z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')

const schema = z.object({
  /** The one insurer whose cases this service serves (features/cases/caseScope.ts). */
  VERSICHERUNG_FILTER: text.optional(),
  CASE_DATABASE_URL: postgresUrl.optional(),
  CASE_DATABASE_POOL_MAX: positiveInt(10),
  CASE_DATABASE_CONNECT_TIMEOUT_S: positiveInt(5),
  CASE_MIGRATIONS_DIR: text.optional(),
  BILLING_DATABASE_URL: postgresUrl.optional(),
  ACCESS_TOKEN_TTL_SECONDS: positiveInt(15 * 60),
  REFRESH_TOKEN_TTL_SECONDS: positiveInt(7 * 24 * 3600),
  /** The web app logs a browser session out after this long without user activity (features/auth/browserSession.ts). */
  CASE_IDLE_LOGOUT_MINUTES: positiveNumber(30),
  LOGIN_MAX_FAILURES: positiveInt(5),
  LOGIN_LOCK_MINUTES: positiveNumber(15),
  LOGIN_RATE_LIMIT_PER_MINUTE: positiveInt(20),
  /** Comma-separated; empty = self-service registration and e-mail changes are closed. */
  ALLOWED_EMAIL_DOMAINS: z.string().optional(),
  CASE_PUBLIC_URL: z.url({ error: 'must be an absolute URL' }).default('http://localhost:3001'),
  MFA_ISSUER: text.default('Case Service'),
  // Seed (npm run seed -w case-service)
  SEED_ONLY_IF_EMPTY: z
    .enum(['true', 'false'], { error: 'must be "true" or "false"' })
    .default('false')
    .transform((value) => value === 'true'),
  SEED_CASE_ADMIN_EMAIL: z.email({ error: 'must be an e-mail address' }).default('admin@fallservice.example'),
  SEED_CASE_ADMIN_PASSWORD: text.default('Fallservice-Admin-2026!'),
  SEED_CASE_EMPLOYEE_EMAIL: z.email({ error: 'must be an e-mail address' }).default('mitarbeiter@aok-nord.example'),
  SEED_CASE_EMPLOYEE_PASSWORD: text.default('Kasse-Mitarbeiter-2026!'),
  SEED_CASE_COUNT: positiveInt(3000),
  SEED_BILLING_COUNT: positiveInt(2000),
  SEED_OTHER_INSURER: text.default('BARMER-DEMO'),
})

const reader = environmentReader(schema, 'see .env.example')

export type CaseEnv = z.output<typeof schema>

/** The settings from `raw`, or an error naming every invalid variable (never its value). */
export const parseCaseEnv = reader.parse

/** The settings of this process; call it where needed (it re-parses only when a variable changed). */
export const caseEnv = reader.read
