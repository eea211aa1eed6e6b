// `npm run dev`: both apps in dev mode, migrated and seeded on first start, on the embedded PostgreSQL
// (.data/postgres) or on DATABASE_URL / CASE_DATABASE_URL / BILLING_DATABASE_URL. See docs/embedded-database.md.
import { runStack } from '@agency-platform/runtime/stack'

await runStack('dev')
