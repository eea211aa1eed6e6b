import { assertProductionSecrets } from '@agency-platform/shared/localSecrets'
import { getDatabase } from './db/client'
import { caseEnv } from './env'
import { startExpiryWarningSweep } from './features/disclosures/expiryWarnings'

/** Start-up of the Node server: secrets check, database (migrated), background sweeps. */
export async function startNodeServer(): Promise<void> {
  // Production refuses to start without its secrets (named in the error); elsewhere they are generated.
  assertProductionSecrets(['CASE_JWT_SECRET', 'CASE_ENCRYPTION_KEY'])
  caseEnv() // a bad variable stops the start here, named in the error
  try {
    await getDatabase()
  } catch (error) {
    // Keep serving: /api/health reports 503 "db":"down" and requests retry the connection.
    console.error('[case-service] database unavailable at start:', (error as Error).message)
  }
  startExpiryWarningSweep() // "disclosure expires within the hour" notifications
}
