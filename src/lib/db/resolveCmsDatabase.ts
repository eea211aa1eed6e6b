import { EMBEDDED_POOL_MAX, startEmbeddedPostgres } from './embeddedPostgres'

export type CmsDatabase = { url: string; poolMax: number; kind: 'postgres' | 'embedded' }

export const CMS_EMBEDDED_DATA_DIR = process.env.CMS_EMBEDDED_DATA_DIR ?? '.data/cms'

/**
 * DATABASE_URL wins; without it the CMS runs on an embedded PGlite under .data/.
 * During `next build` nothing is opened: build workers run in parallel processes and a
 * PGlite data dir allows one process only (pages that need data are dynamic).
 */
export async function resolveCmsDatabase(): Promise<CmsDatabase> {
  const url = process.env.DATABASE_URL
  if (url) {
    logOnce(`[cms] database: PostgreSQL at ${redactUrl(url)}`)
    return { url, poolMax: Number(process.env.DATABASE_POOL_MAX ?? 10), kind: 'postgres' }
  }
  if (process.env.NEXT_PHASE === 'phase-production-build') {
    return { url: 'postgres://build-time-placeholder@127.0.0.1:1/none', poolMax: 1, kind: 'embedded' }
  }
  const { url: embeddedUrl } = await startEmbeddedPostgres(CMS_EMBEDDED_DATA_DIR)
  logOnce(`[cms] database: embedded PGlite (${CMS_EMBEDDED_DATA_DIR}) — set DATABASE_URL to use your PostgreSQL`)
  return { url: embeddedUrl, poolMax: EMBEDDED_POOL_MAX, kind: 'embedded' }
}

export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return '<unparseable url>'
  }
}

function logOnce(message: string) {
  const g = globalThis as { __cmsDbLogged?: boolean }
  if (g.__cmsDbLogged) return
  g.__cmsDbLogged = true
  console.info(message)
}
