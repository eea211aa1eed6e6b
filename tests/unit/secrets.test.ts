import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  assertProductionSecrets,
  readOrCreateLocalSecrets,
  resolveKey32,
  resolveSecret,
  SECRET_NAMES,
} from '@agency-platform/shared/localSecrets'

const freshFile = () => path.join(mkdtempSync(path.join(tmpdir(), 'secrets-')), '.data', 'secrets.json')

describe('local secrets outside production', () => {
  it('generates every secret on first read into a mode-600 file, and reads the same values again', () => {
    const file = freshFile()
    const first = readOrCreateLocalSecrets(file)
    expect(Object.keys(first).sort()).toEqual([...SECRET_NAMES].sort())
    for (const value of Object.values(first)) expect(value).toMatch(/^[0-9a-f]{64}$/)
    expect(new Set(Object.values(first)).size).toBe(SECRET_NAMES.length)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(readOrCreateLocalSecrets(file)).toEqual(first)
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(first)
  })

  it('prefers the environment and reads the file otherwise', () => {
    const env = { LOCAL_SECRETS_FILE: freshFile() }
    const generated = resolveSecret('PAYLOAD_SECRET', env)
    expect(readOrCreateLocalSecrets(env.LOCAL_SECRETS_FILE).PAYLOAD_SECRET).toBe(generated)
    expect(resolveSecret('PAYLOAD_SECRET', { ...env, PAYLOAD_SECRET: 'x'.repeat(40) })).toBe('x'.repeat(40))
    expect(resolveKey32('CMS_ENCRYPTION_KEY', env)).toHaveLength(32)
  })

  it('adds a secret introduced later (CRON_SECRET) to an existing file and keeps the values already there', () => {
    const file = freshFile()
    const first = readOrCreateLocalSecrets(file)
    const { CRON_SECRET: _added, ...older } = first
    writeFileSync(file, JSON.stringify(older), { mode: 0o600 })
    const env = { LOCAL_SECRETS_FILE: file }
    const cron = resolveSecret('CRON_SECRET', env)
    expect(cron).toMatch(/^[0-9a-f]{64}$/)
    expect(readOrCreateLocalSecrets(file)).toEqual({ ...older, CRON_SECRET: cron })
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(readdirSync(path.dirname(file))).toEqual(['secrets.json'])
  })

  it('gives processes that start together one set of values', async () => {
    const file = freshFile()
    const script = `import { readOrCreateLocalSecrets } from '@agency-platform/shared/localSecrets'; process.stdout.write(JSON.stringify(readOrCreateLocalSecrets(${JSON.stringify(file)})))`
    const outputs = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
          stdio: ['ignore', 'pipe', 'inherit'],
        })
        let output = ''
        child.stdout.on('data', (chunk) => (output += chunk))
        await once(child, 'exit')
        return output.split('\n').at(-1)!
      }),
    )
    expect(new Set(outputs).size).toBe(1)
    expect(JSON.parse(outputs[0]!)).toEqual(readOrCreateLocalSecrets(file))
    expect(readdirSync(path.dirname(file))).toEqual(['secrets.json'])
  })
})

describe('secrets in production', () => {
  it('refuses to start, naming every missing variable, and never generates a file', () => {
    const env = { NODE_ENV: 'production', LOCAL_SECRETS_FILE: freshFile(), PAYLOAD_SECRET: 'p'.repeat(64) }
    expect(() => assertProductionSecrets(['PAYLOAD_SECRET', 'CMS_ENCRYPTION_KEY', 'CASE_JWT_SECRET'], env)).toThrow(
      'Missing secrets in production: CMS_ENCRYPTION_KEY, CASE_JWT_SECRET.',
    )
    expect(() => resolveSecret('CASE_ENCRYPTION_KEY', env)).toThrow(/CASE_ENCRYPTION_KEY/)
    expect(resolveSecret('PAYLOAD_SECRET', env)).toBe('p'.repeat(64))
    expect(existsSync(env.LOCAL_SECRETS_FILE)).toBe(false)
  })

  it('lets `next build` run without secrets on throwaway values it never stores', () => {
    const env = { NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build', LOCAL_SECRETS_FILE: freshFile() }
    expect(() => assertProductionSecrets(SECRET_NAMES, env)).not.toThrow()
    expect(resolveSecret('PAYLOAD_SECRET', env)).toMatch(/^[0-9a-f]{64}$/)
    expect(existsSync(env.LOCAL_SECRETS_FILE)).toBe(false)
  })
})
