/**
 * Boot time of `npm run dev` as a new user sees it: a fresh copy of the working tree (no .data, no
 * .next) until the first 200 from /admin/login, then Ctrl-C and a restart until the first 200 again.
 * Uses the smoke tests' helpers (tests/smoke/stackProcess.ts); ports are free ones.
 */
import {
  createWorkingCopy,
  freePort,
  freshTerminalEnv,
  http,
  removeWorkingCopy,
  startStack,
  waitFor,
} from '../tests/smoke/stackProcess'

const FIRST_START_MS = 10 * 60_000

const dir = createWorkingCopy()
const ports = { cms: await freePort(), case: await freePort(), pg: await freePort() }
const env = {
  ...freshTerminalEnv(),
  PORT: String(ports.cms),
  CASE_PORT: String(ports.case),
  EMBEDDED_PG_PORT: String(ports.pg),
  NEXT_TELEMETRY_DISABLED: '1',
}
const adminLogin = `http://localhost:${ports.cms}/admin/login`

async function bootSeconds(): Promise<{ seconds: number; stop: () => Promise<void> }> {
  const started = Date.now()
  const stack = startStack(dir, 'dev', env)
  await waitFor(
    'first 200 from /admin/login',
    async () => ((await http(adminLogin)).status === 200 ? true : undefined),
    FIRST_START_MS,
    stack,
  )
  const seconds = (Date.now() - started) / 1000
  return {
    seconds,
    stop: async () => {
      process.kill(-stack.child.pid!, 'SIGINT')
      await stack.exited
    },
  }
}

try {
  const fresh = await bootSeconds()
  await fresh.stop()
  const restart = await bootSeconds()
  await restart.stop()
  console.info(
    `boot: fresh copy → first 200 from /admin/login: ${fresh.seconds.toFixed(1)} s (initdb, migrate, seed, first compile)`,
  )
  console.info(`boot: restart → first 200 from /admin/login: ${restart.seconds.toFixed(1)} s`)
} finally {
  removeWorkingCopy(dir)
}
