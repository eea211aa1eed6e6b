import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { migrations } from '@/migrations'

let ready: Promise<Payload> | undefined

/**
 * Payload for integration tests, on this test file's own database. On PostgreSQL the database
 * is a clone of the migrated template; on PGlite (no TEST_DATABASE_URL) it is migrated here.
 */
export function getTestPayload(): Promise<Payload> {
  ready ??= (async () => {
    const payload = await getPayload({ config })
    if (process.env.TEST_DATABASE_KIND === 'pglite') await payload.db.migrate({ migrations: migrations as never })
    return payload
  })()
  return ready
}

