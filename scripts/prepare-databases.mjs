// Applies migrations of both apps and seeds empty databases. Used by `npm run dev` and `npm start`.
import path from 'node:path'
import { root, run } from './processes.mjs'

export function withDefaults(env) {
  return {
    ...env,
    NEXT_TELEMETRY_DISABLED: '1',
    VERSICHERUNG_FILTER: env.VERSICHERUNG_FILTER || 'AOK-NORD',
    CMS_EMBEDDED_DATA_DIR: env.CMS_EMBEDDED_DATA_DIR || path.join(root, '.data/cms'),
    CASE_EMBEDDED_DATA_DIR: env.CASE_EMBEDDED_DATA_DIR || path.join(root, '.data/case'),
    BILLING_EMBEDDED_DATA_DIR: env.BILLING_EMBEDDED_DATA_DIR || path.join(root, '.data/billing'),
  }
}

export async function prepareDatabases(env, { seed }) {
  const caseDir = path.join(root, 'case-service')
  console.info(env.DATABASE_URL ? '[cms] database: DATABASE_URL' : `[cms] database: embedded PGlite at ${env.CMS_EMBEDDED_DATA_DIR}`)
  console.info(env.CASE_DATABASE_URL ? '[case] database: CASE_DATABASE_URL' : `[case] database: embedded PGlite at ${env.CASE_EMBEDDED_DATA_DIR}`)
  // Sequential on purpose: an embedded PGlite data dir admits one process at a time.
  await run('npx', ['payload', 'migrate'], { env, label: 'CMS migrations' })
  await run('npx', ['tsx', 'src/db/migrate-cli.ts'], { cwd: caseDir, env, label: 'case-service migrations' })
  if (seed) {
    const seedEnv = { ...env, SEED_ONLY_IF_EMPTY: 'true' }
    await run('npx', ['payload', 'run', 'src/seed/index.ts'], { env: seedEnv, label: 'CMS seed' })
    await run('npx', ['tsx', 'src/seed/index.ts'], { cwd: caseDir, env: seedEnv, label: 'case-service seed' })
  }
}
