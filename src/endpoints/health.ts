import { sql } from '@payloadcms/db-postgres'
import { postgresDrizzle } from '@/lib/db/payloadPostgres'
import { endpoint } from './endpoint'
import packageJson from '../../package.json' with { type: 'json' }

/** GET /api/health — same shape as the case service's health check. */
export const healthEndpoint = endpoint({ path: '/health', method: 'get', auth: 'public' }, async ({ req }) => {
  const version = packageJson.version
  try {
    await withTimeout(postgresDrizzle(req.payload).execute(sql`select 1`), 3000)
    return { status: 'ok', db: 'ok', version }
  } catch {
    return Response.json({ status: 'error', db: 'down', version }, { status: 503 })
  }
})

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    // After the event loop was blocked (a `next dev` compile) the timer and the query's answer are due together, and
    // timers run first: setImmediate lets the pending I/O settle the promise before the timeout counts.
    const timer = setTimeout(() => setImmediate(() => reject(new Error('timeout'))), ms)
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    )
  })
}
