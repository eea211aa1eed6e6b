/** Next calls register() once per server start: open the database and apply migrations. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  // Production refuses to start without its secrets (named in the error); elsewhere they are generated.
  const { assertProductionSecrets } = await import('../../shared/secrets/localSecrets.mjs')
  assertProductionSecrets(['CASE_JWT_SECRET', 'CASE_ENCRYPTION_KEY'])
  const { getDatabase } = await import('./db/client')
  try {
    await getDatabase()
  } catch (error) {
    // Keep serving: /api/health reports 503 "db":"down" and requests retry the connection.
    console.error('[case-service] database unavailable at start:', (error as Error).message)
  }
  const { startExpiryWarningSweep } = await import('./features/disclosures/expiryWarnings')
  startExpiryWarningSweep() // "disclosure expires within the hour" notifications
}
