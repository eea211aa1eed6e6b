export type CmsDatabase = { url: string; poolMax: number }

/** `next build` and `payload generate:*` load the config but never query (pages that need data are dynamic). */
const needsNoDatabase = () =>
  process.env.NEXT_PHASE === 'phase-production-build' || process.argv.some((arg) => arg.startsWith('generate:'))

/**
 * The CMS's PostgreSQL: always DATABASE_URL. `npm run dev`, `npm start` and `npm test` set it to
 * their embedded server when it is unset; the app itself never knows the difference.
 */
export function resolveCmsDatabase(): CmsDatabase {
  const url = process.env.DATABASE_URL
  if (!url) {
    if (needsNoDatabase()) {
      return { url: 'postgres://build-time-placeholder@127.0.0.1:1/none', poolMax: 1 }
    }
    throw new Error(
      'DATABASE_URL is not set. Start the apps with `npm run dev` or `npm start` (they run an embedded PostgreSQL), or set DATABASE_URL to your PostgreSQL.',
    )
  }
  logOnce(`[cms] database: PostgreSQL at ${redactUrl(url)}`)
  return { url, poolMax: Number(process.env.DATABASE_POOL_MAX ?? 10) }
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
