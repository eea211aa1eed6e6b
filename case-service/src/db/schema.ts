import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { LOCALES } from '../domain/locale'

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}

export const ROLES = ['admin', 'kasse_mitarbeiter'] as const
export type Role = (typeof ROLES)[number]
/** json: the refresh token travels in JSON bodies (API clients); cookie: in the browser's HttpOnly cookie. */
export const SESSION_TRANSPORTS = ['json', 'cookie'] as const
export type SessionTransport = (typeof SESSION_TRANSPORTS)[number]

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  password_hash: text('password_hash').notNull(),
  role: text('role', { enum: ROLES }).notNull(),
  active: boolean('active').notNull().default(true),
  mfa_enabled: boolean('mfa_enabled').notNull().default(false),
  // AES-256-GCM ciphertexts (see src/features/auth/secretBox.ts, @agency-platform/shared/secretBox); never returned by the API.
  mfa_secret_enc: text('mfa_secret_enc'),
  mfa_pending_secret_enc: text('mfa_pending_secret_enc'),
  // Last accepted TOTP time step: a code of this step or an older one is a replay.
  mfa_last_step: bigint('mfa_last_step', { mode: 'number' }),
  failed_login_count: integer('failed_login_count').notNull().default(0),
  locked_until: timestamp('locked_until', { withTimezone: true }),
  // Access tokens issued before this instant are void (password, MFA or role change).
  sessions_valid_after: timestamp('sessions_valid_after', { withTimezone: true }).notNull().defaultNow(),
  avatar_file: text('avatar_file'),
  // The language of the user's notifications (and of the web app).
  locale: text('locale', { enum: LOCALES }).notNull().default('de'),
  last_login_at: timestamp('last_login_at', { withTimezone: true }),
  ...timestamps,
})

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    family_id: uuid('family_id').notNull(),
    token_hash: text('token_hash').notNull().unique(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    family_expires_at: timestamp('family_expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    /** How the family's tokens travel: JSON bodies (API clients) or the browser's HttpOnly cookie (browserSession.ts). */
    transport: text('transport', { enum: SESSION_TRANSPORTS }).notNull().default('json'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.family_id), index('refresh_tokens_user_idx').on(t.user_id)],
)

export const invitations = pgTable('invitations', {
  id: uuid('id').primaryKey().defaultRandom(),
  token_hash: text('token_hash').notNull().unique(),
  email: text('email'),
  role: text('role', { enum: ROLES }).notNull(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  used_at: timestamp('used_at', { withTimezone: true }),
  used_by: uuid('used_by').references(() => users.id, { onDelete: 'set null' }),
  created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * Fixed-window counters of rate-limiter-flexible's RateLimiterDrizzle (login attempts per IP):
 * shared by every app instance, incremented with one atomic upsert. The JS keys are the ones
 * that library expects (key, points, expire).
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expire: timestamp('expires_at', { withTimezone: true }),
})

/** Append-only: a trigger in the migrations refuses UPDATE and DELETE. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    user_id: uuid('user_id'),
    action: text('action').notNull(),
    entity_type: text('entity_type'),
    entity_id: text('entity_id'),
    ip: text('ip'),
    user_agent: text('user_agent'),
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  // (at, id): the audit-log list pages by cursor, newest first (db/keysetPagination.ts).
  (t) => [
    index('audit_log_at_idx').on(t.at, t.id),
    index('audit_log_action_idx').on(t.action),
    index('audit_log_user_idx').on(t.user_id),
  ],
)

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    body: text('body'),
    link: text('link'),
    // Makes "notify once" events (e.g. expiry warnings) idempotent.
    dedupe_key: text('dedupe_key').unique(),
    read_at: timestamp('read_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_idx').on(t.user_id, t.read_at)],
)

export const GUTACHTEN_ERGEBNISSE = ['bestaetigt', 'teilweise_bestaetigt', 'nicht_bestaetigt'] as const

export const cases = pgTable(
  'cases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fall_id: text('fall_id').notNull().unique(),
    // Identity of the case in the billing database (two-way sync); null for cases created here.
    billing_id: text('billing_id').unique(),
    // updated_at of the billing row last pulled: a pull applies a billing row only when it is newer.
    billing_updated_at: timestamp('billing_updated_at', { withTimezone: true }),
    kvnr: text('kvnr'),
    datum: date('datum', { mode: 'string' }).notNull(),
    // ISO 8601 week-year and week of datum: a calendar date has one ISO week in every zone.
    jahr: integer('jahr')
      .notNull()
      .generatedAlwaysAs(sql`(extract(isoyear from datum))::integer`),
    kw: integer('kw')
      .notNull()
      .generatedAlwaysAs(sql`(extract(week from datum))::integer`),
    fallgruppe: text('fallgruppe').notNull(),
    fachgebiet: text('fachgebiet').notNull(),
    icd10: text('icd10'),
    erstgespraech: boolean('erstgespraech').notNull().default(false),
    abbruch: boolean('abbruch').notNull().default(false),
    unterlagen: boolean('unterlagen').notNull().default(false),
    gutachten: boolean('gutachten').notNull().default(false),
    fg: boolean('fg').notNull().default(false),
    gutachten_ergebnis: text('gutachten_ergebnis', { enum: GUTACHTEN_ERGEBNISSE }),
    therapieaenderung: boolean('therapieaenderung'),
    nachname: text('nachname').notNull(),
    vorname: text('vorname').notNull(),
    geburtsdatum: date('geburtsdatum', { mode: 'string' }),
    versicherung: text('versicherung').notNull(),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    index('cases_versicherung_week_idx').on(t.versicherung, t.jahr, t.kw),
    index('cases_versicherung_datum_idx').on(t.versicherung, t.datum, t.id),
    index('cases_kvnr_idx').on(t.kvnr),
    // Case list sorted by created_at / updated_at within the insurer (features/cases/queries.ts).
    index('cases_versicherung_created_idx').on(t.versicherung, t.created_at, t.id),
    index('cases_versicherung_updated_idx').on(t.versicherung, t.updated_at, t.id),
    // Keyset pages sorted by fall_id (admins only; features/cases/queries.ts).
    index('cases_versicherung_fall_id_idx').on(t.versicherung, t.fall_id, t.id),
    // Pending-ICD list, coding template and the ICD half of the coding queue: uncoded cases, oldest first.
    index('cases_versicherung_pending_icd_idx')
      .on(t.versicherung, t.datum, t.id)
      .where(sql`icd10 is null`),
  ],
)

export const DISCLOSURE_STATUSES = ['pending', 'approved', 'rejected', 'revoked', 'expired'] as const

export const disclosureRequests = pgTable(
  'disclosure_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    case_id: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    requester_id: uuid('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    status: text('status', { enum: DISCLOSURE_STATUSES }).notNull().default('pending'),
    valid_until: timestamp('valid_until', { withTimezone: true }),
    decided_by: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    reject_reason: text('reject_reason'),
    previous_request_id: uuid('previous_request_id'),
    ...timestamps,
  },
  (t) => [
    index('disclosure_requests_case_idx').on(t.case_id, t.requester_id),
    index('disclosure_requests_status_idx').on(t.status, t.valid_until),
  ],
)

export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    report_type: text('report_type').notNull(),
    jahr: integer('jahr').notNull(),
    // Standard reports cover KW 1..kw_to (kw_from = 1); a Wochenübersicht covers kw_from..kw_to.
    kw_from: integer('kw_from').notNull(),
    kw_to: integer('kw_to').notNull(),
    report_data: jsonb('report_data').notNull(),
    file_name: text('file_name').notNull(),
    file_size: integer('file_size').notNull(),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    // Bumped when a generation replaces the report: its ETag (http/etag.ts) changes with it.
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [uniqueIndex('reports_type_period_uq').on(t.report_type, t.jahr, t.kw_from, t.kw_to)],
)

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' })

/**
 * Files the service writes (report workbooks, Wochenübersicht files, avatars), kept in PostgreSQL
 * so that any instance serves a file another one wrote, and written and deleted in the same
 * transaction as the row that owns them (docs/deploy.md says why not object storage).
 */
export const storedFiles = pgTable('stored_files', {
  name: text('name').primaryKey(),
  content_type: text('content_type').notNull(),
  content: bytea('content').notNull(),
  ...timestamps,
})

/**
 * The first answer to a POST sent with an Idempotency-Key (http/idempotency.ts), per user, key and
 * method + path. `status` is null while the first request still runs; `response` is sealed (it may
 * hold personal data or an invitation token). Rows expire after 24 h and are deleted on later writes.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    request: text('request').notNull(),
    body_hash: text('body_hash').notNull(),
    status: integer('status'),
    response: text('response'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.key, t.request] }),
    index('idempotency_keys_expires_idx').on(t.expires_at),
  ],
)
