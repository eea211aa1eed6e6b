import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Contract } from '@case/http/contract'
import { buildOpenApiDocument } from '@case/http/openapiDocument'
import { contracts as reportContracts } from '@case/features/reports/contracts'
import { contracts as syncContracts } from '@case/features/sync/contracts'
import { contracts as wochenuebersichtContracts } from '@case/features/wochenuebersicht/contracts'

const apiDir = path.resolve(import.meta.dirname, '../../src/app/api')
const ROUTE_DIRS = ['reports', 'admin/sync']
const METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const
const contracts: Contract[] = [...reportContracts, ...wochenuebersichtContracts, ...syncContracts]

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry)
    return statSync(full).isDirectory() ? routeFiles(full) : entry === 'route.ts' ? [full] : []
  })
}

/** `/api/reports/{id}/data` ↔ src/app/api/reports/[id]/data/route.ts, with the methods it exports. */
const endpointsOfRoutes = ROUTE_DIRS.flatMap((dir) => routeFiles(path.join(apiDir, dir))).flatMap((file) => {
  const openApiPath = `/api/${path.relative(apiDir, path.dirname(file)).split(path.sep).map((part) => part.replace(/^\[(.+)\]$/, '{$1}')).join('/')}`
  const source = readFileSync(file, 'utf8')
  return METHODS.filter((method) => new RegExp(`export const ${method}\\b`).test(source)).map((method) => `${method} ${openApiPath}`)
})

describe('report, Wochenübersicht and sync contracts', () => {
  it('every route has a contract and every contract a route', () => {
    expect(contracts.map((contract) => `${contract.method} ${contract.path}`).sort()).toEqual(endpointsOfRoutes.sort())
  })

  it('appear in the OpenAPI document with their auth and roles', () => {
    const paths = buildOpenApiDocument().paths as Record<string, Record<string, { 'x-roles'?: string[]; parameters: { name: string }[] }>>
    expect(paths['/api/reports/generate']?.post?.['x-roles']).toEqual(['admin'])
    expect(paths['/api/reports/download']?.get?.parameters.map((parameter) => parameter.name)).toEqual(['id', 'token'])
    expect(paths['/api/reports/wochenuebersicht/upload-icd']?.post?.['x-roles']).toBeUndefined()
    expect(paths['/api/admin/sync/import']?.post?.['x-roles']).toEqual(['admin'])
  })
})
