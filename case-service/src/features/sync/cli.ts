/**
 * `npm run sync -- pull` (root) / `npm run sync -w case-service -- pull`: imports new and changed
 * billing cases (BILLING_DATABASE_URL) into the case database (CASE_DATABASE_URL), with a progress
 * bar on stderr and a one-line summary on stdout. Exit code 1 on failure, 2 on wrong usage.
 */
import { Presets, SingleBar } from 'cli-progress'
import { closeDatabase, getDb } from '@case/db/client'
import { pullBillingCases, type PullSummary } from './pullService'
import { openBillingDatabase } from './billingDatabase'

const USAGE = 'usage: npm run sync -- pull'

async function pull(): Promise<PullSummary> {
  const db = await getDb()
  const billing = await openBillingDatabase()
  const bar = new SingleBar(
    {
      format: 'pull [{bar}] {percentage}% | {value}/{total} billing cases | {duration_formatted}',
      stream: process.stderr,
      // Also draw (at a slower pace) when stderr is a log file or a CI console.
      noTTYOutput: true,
      notTTYSchedule: 5000,
    },
    Presets.shades_classic,
  )
  try {
    return await pullBillingCases(db, billing.db, {
      onProgress: ({ done, total }) => (done === 0 ? bar.start(total, 0) : bar.update(done)),
    })
  } finally {
    bar.stop()
    await billing.close()
  }
}

function describeFailure(error: unknown): string {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    // undefined_table: the billing database has no billing_cases table
    if ((current as { code?: unknown }).code === '42P01') {
      return 'billing_cases table not found in the billing database — run the seed (npm run seed) to create a demo one, or check BILLING_DATABASE_URL'
    }
  }
  return (error as Error)?.message ?? String(error)
}

const [command, ...rest] = process.argv.slice(2)
if (command !== 'pull' || rest.length > 0) {
  console.error(USAGE)
  process.exitCode = 2
} else {
  try {
    const summary = await pull()
    console.log(
      `sync pull: ${summary.total} billing cases — ${summary.inserted} new, ${summary.updated} updated, ${summary.unchanged} unchanged, ${summary.skipped} skipped (held by another insurer's case)`,
    )
  } catch (error) {
    console.error(`sync pull failed: ${describeFailure(error)}`)
    process.exitCode = 1
  } finally {
    await closeDatabase()
  }
}
