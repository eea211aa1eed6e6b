/**
 * Runs a command-line script (`tsx src/lib/cli/runHeld.ts <script.ts>`) with the event loop held open
 * until the script's module, top-level awaits included, has finished — and stops it with exit 75 after
 * RUN_HELD_LIMIT_SECONDS (600 by default), so a stuck run is tried again instead of holding a CI job.
 *
 * Why: the migrate and seed scripts await Payload's init at top level. Under tsx on Node 20 they were seen
 * to end after a few seconds with exit 13 ("unsettled top-level await") and no output — twice in CI —
 * and Payload's own CLI now and then exits 0 without having run. Both fit the loop running empty while
 * a module import waits on tsx's loader thread, which holds no handle on the main thread's loop. This
 * file imports nothing heavy, so the interval is running before the script's module graph is loaded.
 * Seen since (28 Nov 2026, a migration on a busy machine): held open, the import then never settles, with no
 * database connection and no CPU time, i.e. tsx's loader thread never answered; the same command ran in 14 s
 * right after. Hence the limit and exit 75, which packages/runtime/prepareDatabases.mjs retries.
 */
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const LIMIT_MS = Number(process.env.RUN_HELD_LIMIT_SECONDS || 600) * 1000
// EX_TEMPFAIL: the caller may try again.
const STALLED = 75
const script = process.argv[2]
if (!script) {
  console.error('usage: tsx src/lib/cli/runHeld.ts <script.ts>')
  process.exit(2)
}
const started = Date.now()
const hold = setInterval(() => {
  if (Date.now() - started < LIMIT_MS) return
  console.error(`[runHeld] ${script} still running after ${LIMIT_MS / 1000} s: stopping`)
  process.exit(STALLED)
}, 1_000)
try {
  await import(pathToFileURL(path.resolve(script)).href)
} finally {
  clearInterval(hold)
}
