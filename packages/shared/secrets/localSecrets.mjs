// Secrets of both apps. Production takes them from the environment only and refuses to start
// without them. Outside production a missing secret is generated once, randomly, and kept in
// .data/secrets.json (mode 600, git-ignored), so sessions survive restarts and every process of
// the project (CMS, case service, CLIs, `next dev` workers) agrees on one value. No secret is ever
// written in the code. See docs/security.md, "Secrets".
import { randomBytes } from 'node:crypto'
import { existsSync, linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { Buffer } from 'node:buffer'

/** @typedef {Record<string, string | undefined>} Env */

/** Every secret the two apps use; all of them are generated together into the local file. */
export const SECRET_NAMES = Object.freeze([
  'PAYLOAD_SECRET',
  'CMS_ENCRYPTION_KEY',
  'CASE_JWT_SECRET',
  'CASE_ENCRYPTION_KEY',
  'CRON_SECRET',
])

/**
 * `next build` evaluates server modules to collect page data; nothing it signs or encrypts is
 * kept, so it gets a throwaway value instead of needing (or generating) real secrets.
 * @param {Env} env
 */
export const isBuildPhase = (env) => env.NEXT_PHASE === 'phase-production-build'

/**
 * Throws one error naming every listed secret missing from a production environment.
 * @param {readonly string[]} names
 * @param {Env} [env]
 */
export function assertProductionSecrets(names, env = process.env) {
  if (env.NODE_ENV !== 'production' || isBuildPhase(env)) return
  const missing = names.filter((name) => !env[name]?.trim())
  if (missing.length > 0) {
    throw new Error(
      `Missing secrets in production: ${missing.join(', ')}. Set each to 32+ random bytes, e.g. \`openssl rand -hex 32\`.`,
    )
  }
}

/**
 * The file that keeps generated secrets: LOCAL_SECRETS_FILE, else `.data/secrets.json` in the
 * repository root. Bundled code has no usable `import.meta.url`, so the root is found from the
 * working directory: the first folder upwards that holds the case-service workspace.
 * @param {Env} [env]
 */
export function localSecretsFile(env = process.env) {
  if (env.LOCAL_SECRETS_FILE) return path.resolve(env.LOCAL_SECRETS_FILE)
  let dir = process.cwd()
  while (!existsSync(path.join(dir, 'case-service', 'package.json'))) {
    const parent = path.dirname(dir)
    if (parent === dir)
      throw new Error('Cannot find the repository root for .data/secrets.json; set LOCAL_SECRETS_FILE')
    dir = parent
  }
  return path.join(dir, '.data', 'secrets.json')
}

/** @type {Record<string, string>} */
const buildPhaseValues = {}
/** @type {Map<string, Record<string, string>>} local secrets files already read, by path */
const readFiles = new Map()

/**
 * The value of one secret: the environment variable when set; in production nothing else; during
 * `next build` a throwaway; otherwise the generated value from the local secrets file.
 * @param {string} name one of SECRET_NAMES
 * @param {Env} [env]
 * @returns {string}
 */
export function resolveSecret(name, env = process.env) {
  const configured = env[name]?.trim()
  if (configured) return configured
  if (isBuildPhase(env)) return (buildPhaseValues[name] ??= randomBytes(32).toString('hex'))
  assertProductionSecrets([name], env)
  const file = localSecretsFile(env)
  let secrets = readFiles.get(file)
  if (!secrets || !secrets[name]) readFiles.set(file, (secrets = readOrCreateLocalSecrets(file)))
  const value = secrets[name]
  if (!value) throw new Error(`${file} has no ${name}; delete the file to generate all secrets again`)
  return value
}

/**
 * A 32-byte key (AES-256) from a secret given as 64 hex characters or as base64 of 32 bytes.
 * @param {string} name one of SECRET_NAMES
 * @param {Env} [env]
 * @returns {Buffer}
 */
export function resolveKey32(name, env = process.env) {
  const value = resolveSecret(name, env)
  const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64')
  if (key.length !== 32) throw new Error(`${name} must be 32 bytes (64 hex characters or base64)`)
  return key
}

/**
 * Reads the local secrets file, creating it first when missing. The file appears atomically with
 * its full content (written to a private temp file, then hard-linked into place; linking fails if
 * the name exists), so two processes starting together read the same values and never a half
 * written file.
 * @param {string} file
 * @returns {Record<string, string>}
 */
export function readOrCreateLocalSecrets(file) {
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 })
    const secrets = Object.fromEntries(SECRET_NAMES.map((name) => [name, randomBytes(32).toString('hex')]))
    const temporary = writePrivateTemp(file, secrets)
    try {
      linkSync(temporary, file)
      console.info(`[secrets] generated development secrets in ${file} (never used in production)`)
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error
    } finally {
      unlinkSync(temporary)
    }
  }
  /** @type {Record<string, string>} */
  const secrets = JSON.parse(readFileSync(file, 'utf8'))
  const missing = SECRET_NAMES.filter((name) => !secrets[name])
  if (missing.length === 0) return secrets
  // A file from before a secret was added (e.g. CRON_SECRET) gets the new ones; the existing values stay.
  for (const name of missing) secrets[name] = randomBytes(32).toString('hex')
  renameSync(writePrivateTemp(file, secrets), file)
  console.info(`[secrets] added ${missing.join(', ')} to ${file}`)
  return JSON.parse(readFileSync(file, 'utf8'))
}

/**
 * @param {string} file
 * @param {Record<string, string>} secrets
 */
function writePrivateTemp(file, secrets) {
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`
  writeFileSync(temporary, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600, flag: 'wx' })
  return temporary
}
