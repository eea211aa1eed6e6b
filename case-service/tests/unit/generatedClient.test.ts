import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import openapiTS, { astToString } from 'openapi-typescript'
import ts from 'typescript'
import { afterAll, describe, expect, it } from 'vitest'
import { buildOpenApiDocument } from '@case/http/openapiDocument'

const rootDir = path.resolve(import.meta.dirname, '../../..')
const workDir = mkdtempSync(path.join(tmpdir(), 'generated-client-'))

/**
 * What an integrator writes with openapi-fetch on the types openapi-typescript generates from the
 * document: no casts, so a document that types something wrongly fails to compile. The
 * `@ts-expect-error` lines fail when the document becomes too loose for them to be errors.
 */
const CLIENT = `
import createClient from 'openapi-fetch'
import type { components, paths } from './schema'

const client = createClient<paths>({ baseUrl: 'http://localhost:3001' })

export async function importIcd(file: Blob): Promise<number | string> {
  const { data, error } = await client.POST('/api/cases/icd-import', {
    params: { query: { dry_run: true } },
    body: { file },
    bodySerializer(body) {
      const form = new FormData()
      form.append('file', body.file)
      return form
    },
  })
  return error ? error.code : data.updated
}

export async function firstCaseName(): Promise<string | undefined> {
  const { data } = await client.GET('/api/cases', { params: { query: { include_total: true, page_size: 20 } } })
  // @ts-expect-error include_total is a boolean, not the string sent on the wire
  await client.GET('/api/cases', { params: { query: { include_total: 'true' } } })
  const total: number | undefined = data?.total
  const first = data?.items[0]
  if (!first || total === 0) return undefined
  const masked: components['schemas']['CaseMasked'] | components['schemas']['Case'] = first
  return masked.masked ? masked.fall_id : masked.nachname
}

export async function unread(): Promise<number | undefined> {
  const { data } = await client.GET('/api/notifications', { params: { query: { unread: true } } })
  return data?.unread_count
}

/** Without MFA the answer carries the tokens; with MFA on and no code it asks for the code. */
export async function login(email: string, password: string, totp_code?: string): Promise<string> {
  const { data, error } = await client.POST('/api/auth/login', { body: { email, password, totp_code } })
  if (error) return error.detail
  // @ts-expect-error the tokens exist only once the union is narrowed
  void data.access_token
  if (data.outcome === 'mfa_required') {
    const askAgain: true = data.mfa_required
    return String(askAgain)
  }
  const user: components['schemas']['User'] = data.user
  return \`\${data.access_token} \${user.role}\`
}

export async function sheetNames(id: string): Promise<string[]> {
  const { data } = await client.GET('/api/reports/{id}/data', { params: { path: { id } } })
  if (!data) return []
  const report: components['schemas']['ReportData'] = data
  if ('sheets' in report.report_data) return report.report_data.sheets.map((sheet) => sheet.name)
  return report.report_data.blocks.map((block) => block.label)
}
`

afterAll(() => rmSync(workDir, { recursive: true, force: true }))

describe('a client generated from the OpenAPI document (openapi-typescript + openapi-fetch)', () => {
  it('compiles an upload, a boolean flag, both login answers and report_data.sheets without casts', async () => {
    const generated = await openapiTS(JSON.stringify(buildOpenApiDocument()), {
      // openapi-typescript's own recipe for uploads: binary strings are Blobs (File, or what FormData takes).
      transform: (schema) =>
        schema.format === 'binary'
          ? ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'))
          : undefined,
    })
    writeFileSync(path.join(workDir, 'schema.d.ts'), astToString(generated))
    writeFileSync(path.join(workDir, 'client.ts'), CLIENT)
    writeFileSync(
      path.join(workDir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          target: 'ES2022',
          module: 'ESNext',
          moduleResolution: 'Bundler',
          lib: ['ES2022', 'DOM'],
          types: [],
          skipLibCheck: false,
          // The temporary directory has no node_modules of its own.
          paths: { '*': [path.join(rootDir, 'node_modules', '*')] },
        },
        files: ['client.ts'],
      }),
    )
    const tsc = path.join(rootDir, 'node_modules/typescript/bin/tsc')
    const { stdout } = await promisify(execFile)(process.execPath, [tsc, '-p', workDir]).catch(
      (failure: { stdout?: string }) => ({ stdout: failure.stdout ?? String(failure) }),
    )
    expect(stdout).toBe('')
  }, 30_000)
})
