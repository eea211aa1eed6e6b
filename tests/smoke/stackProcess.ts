import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { processStat } from '@agency-platform/runtime/processes'

export const repositoryRoot = path.resolve(import.meta.dirname, '../..')

/**
 * A fresh checkout of the working tree, as a new user would have after `git clone` + `npm install`:
 * every tracked and untracked-but-not-ignored file (so uncommitted work is tested too; in CI that
 * is exactly the commit), without .data/, .next*, media/ or .env. node_modules is not installed again
 * (no network, ~1 GB): it is a hard-linked copy of the repository's (~7 s; a full copy when the temp
 * directory is on another filesystem). A symlink would not do: Turbopack refuses a node_modules that
 * points outside the project root. The copy must not lie inside the repository either: Next would take
 * the outer lock file's directory as the workspace root.
 * The copy lies inside a private directory (mode 700, as `mktemp -d` makes it and as root's home is),
 * where a root user's embedded PostgreSQL (run as `postgres`) cannot reach the data or the binaries.
 */
export function createWorkingCopy(): string {
  const dir = path.join(mkdtempSync(path.join(process.env.SMOKE_DIR || tmpdir(), 'agency-smoke-')), 'clone')
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: repositoryRoot,
    encoding: 'utf8',
  })
    .split('\0')
    .filter(Boolean)
  for (const file of files) {
    const source = path.join(repositoryRoot, file)
    if (existsSync(source)) cpSync(source, path.join(dir, file), { recursive: true }) // deleted-but-tracked files are skipped
  }
  for (const modules of ['node_modules', 'case-service/node_modules']) {
    const source = path.join(repositoryRoot, modules)
    if (existsSync(source)) linkTree(source, path.join(dir, modules))
  }
  return dir
}

/** A hard-linked copy of a folder (seconds for a gigabyte); a full copy when hard links cannot cross filesystems. */
function linkTree(source: string, target: string) {
  rmSync(target, { recursive: true, force: true })
  try {
    execFileSync('cp', ['-al', source, target], { stdio: 'pipe' })
  } catch {
    rmSync(target, { recursive: true, force: true })
    execFileSync('cp', ['-a', source, target])
  }
}

/**
 * This run's production builds (`npm test` passes the e2e build of the CMS and the built tests' build of the
 * case service): hard-linked into the copy as its `.next` folders, so `npm start` serves them without a
 * second `next build` of each app. Undefined when either is missing (then the test builds itself).
 */
export function prebuiltOutputs(): { cms: string; caseService: string } | undefined {
  const cms = process.env.SMOKE_CMS_BUILD
  const caseService = process.env.SMOKE_CASE_BUILD
  if (
    !cms ||
    !caseService ||
    !existsSync(path.join(cms, 'BUILD_ID')) ||
    !existsSync(path.join(caseService, 'BUILD_ID'))
  )
    return undefined
  return { cms, caseService }
}

export function linkBuilds(dir: string, builds: { cms: string; caseService: string }) {
  linkTree(builds.cms, path.join(dir, '.next'))
  linkTree(builds.caseService, path.join(dir, 'case-service', '.next'))
}

export function removeWorkingCopy(dir: string) {
  rmSync(path.dirname(dir), { recursive: true, force: true })
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.on('error', reject)
    server.listen(0, () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/**
 * The environment of a new terminal: no database variables (the scripts must bring their own server)
 * and none of the npm/Playwright variables of the calling run (npm reads npm_config_local_prefix and
 * would run the scripts of the calling checkout instead of the copy's).
 */
export function freshTerminalEnv(): NodeJS.ProcessEnv {
  const inherited = /^(npm_|INIT_CWD$|PLAYWRIGHT_|TEST_|FORCE_COLOR$|DEBUG_COLORS$)/
  const ownedBySuite = [
    'DATABASE_URL',
    'CASE_DATABASE_URL',
    'BILLING_DATABASE_URL',
    'NODE_ENV',
    'NEXT_DIST_DIR',
    'CMS_PUBLIC_URL',
    'E2E_PORT',
  ]
  return Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !inherited.test(name) && !ownedBySuite.includes(name)),
  ) as NodeJS.ProcessEnv
}

export type Stack = { child: ChildProcess; output: () => string; exited: Promise<number | null> }

/** `npm run <script>` in its own process group, as a terminal would run it (Ctrl-C = SIGINT to that group). */
export function startStack(dir: string, script: string, env: NodeJS.ProcessEnv): Stack {
  return spawnWithOutput('npm', ['run', script], { cwd: dir, env, detached: true })
}

/** A process whose stdout and stderr are collected (for waitFor's messages and the tests' checks). */
export function spawnWithOutput(
  command: string,
  args: string[],
  options: { cwd?: string; env: NodeJS.ProcessEnv; detached?: boolean },
): Stack {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, output: () => output, exited }
}

/** Every live descendant of a process (from /proc), e.g. npm → supervisor → apps, their workers, PostgreSQL. */
export function descendants(pid: number): number[] {
  const parents = new Map<number, number[]>()
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    const stat = processStat(entry) // undefined: exited while reading
    if (!stat || stat.state === 'Z') continue
    parents.set(stat.parent, [...(parents.get(stat.parent) ?? []), Number(entry)])
  }
  const found: number[] = []
  const queue = [pid]
  while (queue.length > 0) {
    for (const child of parents.get(queue.shift()!) ?? []) {
      found.push(child)
      queue.push(child)
    }
  }
  return found
}

export function isAlive(pid: number): boolean {
  const state = processStat(pid)?.state
  return state !== undefined && state !== 'Z'
}

/** A crash: SIGKILL to the whole process tree at once, no handler runs. */
export function killTree(stack: Stack) {
  for (const pid of [stack.child.pid!, ...descendants(stack.child.pid!)]) {
    try {
      process.kill(pid, 'SIGKILL')
    } catch {
      // already gone
    }
  }
}

export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined>,
  timeoutMs: number,
  stack?: Stack,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  let exitCode: number | null | undefined
  stack?.exited.then((code) => (exitCode = code))
  for (;;) {
    const result = await check().catch(() => undefined)
    if (result !== undefined) return result
    if (exitCode !== undefined)
      throw new Error(`${what}: the stack exited (${exitCode}) first. Output:\n${stack!.output().slice(-4000)}`)
    if (Date.now() > deadline)
      throw new Error(`${what}: not within ${timeoutMs / 1000}s. Output:\n${stack?.output().slice(-4000) ?? ''}`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

export type Reply = { status: number; body: string }

/** Plain HTTP with a free Host header (tenant sites are chosen by host name). */
export function http(
  url: string,
  {
    method = 'GET',
    headers = {},
    body,
    host,
  }: { method?: string; headers?: Record<string, string>; body?: unknown; host?: string } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body)
    const req = httpRequest(
      url,
      {
        method,
        headers: {
          ...headers,
          ...(host ? { host } : {}),
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) }
            : {}),
        },
        timeout: 120_000,
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk) => (text += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }))
      },
    )
    req.on('timeout', () => req.destroy(new Error(`timeout: ${method} ${url}`)))
    req.on('error', reject)
    req.end(payload)
  })
}
