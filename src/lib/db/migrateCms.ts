/**
 * The CMS's migrate step (`npm run migrate`, `npm run dev`/`npm start`, the test databases):
 * applies src/migrations through the same adapter call a production start makes (prodMigrations,
 * under withMigrationLock). Run with tsx, not `payload migrate`: Payload's CLI now and then exits
 * 0 without having run (README, Known gaps); @agency-platform/runtime/prepareDatabases checks the result.
 */
import config from '@payload-config'
import { getPayload, type Migration } from 'payload'
import { migrations } from '@/migrations'

// onInit off, as in Payload's own migrate command: it reads tables the migrations are about to create.
const payload = await getPayload({ config, disableOnInit: true })
// The migration files type their arguments more narrowly than the adapter's Migration (any args).
await payload.db.migrate({ migrations: migrations as Migration[] })
process.exit(0)
