import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Contract } from '@case/http/contract'
import { allContracts } from '@case/features'
import type { ContractRoute } from '@case/http/route'

const srcDir = path.resolve(import.meta.dirname, '../../src')
const appDir = path.join(srcDir, 'app')
const intTestDir = path.resolve(import.meta.dirname, '../int')
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const

const filesUnder = (dir: string, name: (file: string) => boolean) =>
  (readdirSync(dir, { recursive: true }) as string[]).filter(name).map((file) => path.join(dir, file))

/** src/app/api/reports/[id]/data/route.ts → /api/reports/{id}/data */
const openApiPathOf = (file: string) =>
  `/${path
    .relative(appDir, path.dirname(file))
    .split(path.sep)
    .map((part) => part.replace(/^\[(.+)\]$/, '{$1}'))
    .join('/')}`

type RouteModule = Record<string, unknown> & { dynamic?: unknown }

const routes = await Promise.all(
  filesUnder(appDir, (file) => path.basename(file) === 'route.ts').map(async (file) => ({
    file,
    path: openApiPathOf(file),
    source: readFileSync(file, 'utf8'),
    module: (await import(file)) as RouteModule,
  })),
)

/** The route() exports; the other methods of a file answer 405 (methods()), the /api catch-all 404. */
const servedBy = (module: RouteModule) =>
  METHODS.filter((method) => (module[method] as Partial<ContractRoute> | undefined)?.contract !== undefined)

const endpoints = routes.flatMap((routeFile) =>
  servedBy(routeFile.module).map((method) => ({
    key: `${method} ${routeFile.path}`,
    method,
    routeFile,
    contract: (routeFile.module[method] as Partial<ContractRoute>).contract,
  })),
)

const key = (contract: Contract) => `${contract.method} ${contract.path}`

describe('contracts ↔ route files (src/app/**/route.ts)', () => {
  it('every exported method is built by route() from the contract of its own method and path', () => {
    expect(endpoints.length).toBeGreaterThanOrEqual(60)
    for (const endpoint of endpoints) {
      expect(endpoint.contract, `${endpoint.key} is not route(contract, handler)`).toBeDefined()
      expect(allContracts, `${endpoint.key}: its contract is not in allContracts`).toContain(endpoint.contract)
      expect(key(endpoint.contract!), endpoint.key).toBe(endpoint.key)
    }
  })

  it('every other method of a route file answers a 405 problem with Allow naming the served ones', async () => {
    for (const routeFile of routes.filter((candidate) => !candidate.path.includes('...'))) {
      const served = servedBy(routeFile.module)
      expect(served.length, routeFile.file).toBeGreaterThan(0)
      for (const method of METHODS.filter((candidate) => !served.includes(candidate))) {
        const refuse = routeFile.module[method] as (request: Request) => Promise<Response>
        const response = await refuse(new Request(`http://service.test${routeFile.path}`, { method }))
        expect(response.status, `${method} ${routeFile.path}`).toBe(405)
        const allow = [...served, ...(served.includes('GET') ? ['HEAD'] : []), 'OPTIONS']
        expect(response.headers.get('allow'), routeFile.path).toBe(allow.join(', '))
      }
    }
  })

  it('every contract has a route file exporting its method, and each endpoint has exactly one contract', () => {
    expect(allContracts.map(key).sort()).toEqual(endpoints.map((endpoint) => endpoint.key).sort())
  })

  it('roles, auth and the ?token= option are declared only in the contracts', () => {
    for (const routeFile of routes) {
      expect(routeFile.source, routeFile.file).not.toMatch(/roles|allowQueryToken|withAuth|authenticate/)
    }
    for (const endpoint of endpoints) {
      const served = endpoint.contract!
      const documented = allContracts.find((contract) => key(contract) === endpoint.key)!
      expect(served.roles, endpoint.key).toEqual(documented.roles)
      expect(served.auth, endpoint.key).toBe(documented.auth)
    }
  })

  it('every route file is dynamic (route handlers must never be prerendered)', () => {
    for (const file of filesUnder(path.join(srcDir, 'app'), (name) => path.basename(name) === 'route.ts')) {
      expect(readFileSync(file, 'utf8'), file).toMatch(/^export const dynamic = 'force-dynamic'$/m)
    }
  })

  // A grep-level check: the status must be written somewhere in the feature/http code or asserted in
  // an integration test. It does not prove that this very endpoint answers it.
  it('every documented status appears in the handler code or the integration tests', () => {
    const corpus = [
      ...filesUnder(path.join(srcDir, 'features'), (file) => file.endsWith('.ts')),
      ...filesUnder(path.join(srcDir, 'http'), (file) => file.endsWith('.ts')),
      ...filesUnder(intTestDir, (file) => file.endsWith('.ts')),
    ]
      .filter((file) => !file.endsWith('contracts.ts'))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n')
    const missing = allContracts.flatMap((contract) =>
      Object.keys(contract.responses)
        .filter((status) => status !== '200' && !new RegExp(`\\b${status}\\b`).test(corpus))
        .map((status) => `${key(contract)} → ${status}`),
    )
    expect(missing).toEqual([])
  })
})
