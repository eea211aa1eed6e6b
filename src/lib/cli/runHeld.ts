/**
 * Runs a command-line script (`tsx src/lib/cli/runHeld.ts <script.ts>`) with the event loop held open
 * until the script's module, top-level awaits included, has finished — and stops it after ten minutes
 * (a stuck run must not hold a CI job for an hour).
 *
 * Why: the migrate and seed scripts await Payload's init at top level. Under tsx on Node 20 they were seen
 * to end after a few seconds with exit 13 ("unsettled top-level await") and no output — twice in CI —
 * and Payload's own CLI now and then exits 0 without having run. Both fit the loop running empty while
 * a module import waits on tsx's loader thread, which holds no handle on the main thread's loop. This
 * file imports nothing heavy, so the interval is running before the script's module graph is loaded.
 */
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const LIMIT_MS = 10 * 60_000
const script = process.argv[2]
if (!script) {
  console.error('usage: tsx src/lib/cli/runHeld.ts <script.ts>')
  process.exit(2)
}
const started = Date.now()
const hold = setInterval(() => {
  if (Date.now() - started < LIMIT_MS) return
  console.error(`[runHeld] ${script} still running after ${LIMIT_MS / 60_000} min: stopping`)
  process.exit(1)
}, 1_000)
try {
  await import(pathToFileURL(path.resolve(script)).href)
} finally {
  clearInterval(hold)
}
