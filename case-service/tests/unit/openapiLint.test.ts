import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { buildOpenApiDocument } from '@case/http/openapiDocument'

const caseServiceDir = path.resolve(import.meta.dirname, '../..')
const redoclyCli = path.resolve(caseServiceDir, '../node_modules/@redocly/cli/bin/cli.js')
const config = path.join(caseServiceDir, 'redocly.yaml')
const workDir = mkdtempSync(path.join(tmpdir(), 'openapi-lint-'))

type Problem = { ruleId: string; severity: 'error' | 'warn'; message: string; location: { pointer: string }[] }
type LintReport = { totals: { errors: number; warnings: number }; problems: Problem[] }

/** `redocly lint` with the committed config on a document; its JSON report (it exits 1 when it finds errors). */
async function lint(document: unknown, name: string): Promise<LintReport> {
  const file = path.join(workDir, name)
  writeFileSync(file, JSON.stringify(document, null, 2))
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' }
  const args = [redoclyCli, 'lint', file, `--config=${config}`, '--format=json']
  const { stdout } = await promisify(execFile)(process.execPath, args, { env, maxBuffer: 32 * 1024 * 1024 }).catch(
    (failure: { stdout?: string }) => {
      if (!failure.stdout) throw failure
      return { stdout: failure.stdout }
    },
  )
  return JSON.parse(stdout) as LintReport
}

const describeProblems = (problems: Problem[]) =>
  problems
    .map((problem) => `${problem.severity} ${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`)
    .join('\n')

afterAll(() => rmSync(workDir, { recursive: true, force: true }))

describe('redocly lint of the OpenAPI document (case-service/redocly.yaml)', () => {
  it('finds neither an error nor a warning in the document built from the contracts', async () => {
    const report = await lint(buildOpenApiDocument(), 'openapi.json')
    expect(report.problems, describeProblems(report.problems)).toEqual([])
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 })
  })

  it('reports an error the rule set knows (a dangling $ref and a repeated operationId)', async () => {
    const document = structuredClone(buildOpenApiDocument()) as {
      paths: Record<string, Record<string, Record<string, unknown>>>
    }
    const list = document.paths['/api/cases']!.get!
    const detail = document.paths['/api/cases/{id}']!.get!
    list.operationId = detail.operationId = 'sameOperation'
    list.responses = {
      ...(list.responses as object),
      418: {
        description: 'broken',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Missing' } } },
      },
    }
    const report = await lint(document, 'broken.json')
    expect(report.problems.filter((problem) => problem.severity === 'error').map((problem) => problem.ruleId)).toEqual(
      expect.arrayContaining(['no-unresolved-refs', 'operation-operationId-unique']),
    )
  })
})
