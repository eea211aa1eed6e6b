import { sql } from 'drizzle-orm'
import { getDb } from '@case/db/client'
import packageJson from '../../../../package.json' with { type: 'json' }

export const dynamic = 'force-dynamic'

/** GET /api/health — 200 with "db":"ok", or 503 with "db":"down" (no auth; no details leaked). */
export async function GET() {
  const version = packageJson.version
  try {
    const db = await getDb()
    await db.execute(sql`select 1`)
    return Response.json({ status: 'ok', db: 'ok', version })
  } catch {
    return Response.json({ status: 'error', db: 'down', version }, { status: 503 })
  }
}
