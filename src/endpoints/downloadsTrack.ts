import { eq, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import { z } from 'zod'
import { postgresDrizzle, postgresTables } from '@/lib/db/payloadPostgres'
import { endpoint } from './endpoint'
import { BadRequest, NotFound } from './endpointErrors'

// PostgreSQL `integer` ids: anything larger would make the query fail instead of answering 404.
const params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) })

/**
 * One atomic `UPDATE … SET download_count = download_count + 1`: concurrent downloads never lose
 * a count (no read-modify-write), and no hooks, versions or `updatedAt` change for a counter.
 */
export async function incrementDownloadCount(payload: Payload, id: number): Promise<void> {
  const table = postgresTables(payload).downloads
  await postgresDrizzle(payload)
    .update(table)
    .set({ downloadCount: sql`coalesce(${table.downloadCount}, 0) + 1` })
    .where(eq(table.id, id))
}

/**
 * GET /api/downloads/{id}/track — counts the download and redirects (302) to the file. The
 * caller's read access decides whether the download exists for them (404 otherwise).
 */
export const trackDownloadEndpoint = endpoint(
  { path: '/:id(\\d+)/track', method: 'get', auth: 'public' },
  async ({ req }) => {
    const parsed = params.safeParse(req.routeParams)
    if (!parsed.success) throw new BadRequest({ de: 'Ungültige Download-ID', en: 'Invalid download id' })
    const download = await req.payload.findByID({
      collection: 'downloads',
      id: parsed.data.id,
      depth: 0,
      select: { filename: true, url: true },
      overrideAccess: false,
      disableErrors: true,
      req,
    })
    if (!download?.url) throw new NotFound({ de: 'Nicht gefunden', en: 'Not Found' })
    await incrementDownloadCount(req.payload, parsed.data.id)
    const location = req.url ? new URL(download.url, req.url).toString() : download.url
    return new Response(null, { status: 302, headers: { location, 'cache-control': 'no-store' } })
  },
)
