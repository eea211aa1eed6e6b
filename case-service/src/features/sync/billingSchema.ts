import { boolean, date, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The billing database's case table — the source the cases are pulled from. It lives in its own
 * database (BILLING_DATABASE_URL), so it is NOT part of the case schema and its drizzle migrations;
 * billing-schema.sql creates it (for the demo/seed database).
 */
export const billingCases = pgTable(
  'billing_cases',
  {
    billing_id: text('billing_id').primaryKey(),
    datum: date('datum', { mode: 'string' }).notNull(),
    kvnr: text('kvnr'),
    nachname: text('nachname').notNull(),
    vorname: text('vorname').notNull(),
    geburtsdatum: date('geburtsdatum', { mode: 'string' }),
    versicherung: text('versicherung').notNull(),
    fallgruppe: text('fallgruppe').notNull(),
    fachgebiet: text('fachgebiet').notNull(),
    erstgespraech: boolean('erstgespraech').notNull().default(false),
    abbruch: boolean('abbruch').notNull().default(false),
    unterlagen: boolean('unterlagen').notNull().default(false),
    gutachten: boolean('gutachten').notNull().default(false),
    fg: boolean('fg').notNull().default(false),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('billing_cases_versicherung_idx').on(t.versicherung, t.billing_id)],
)

export type BillingCase = typeof billingCases.$inferSelect
