import { z } from 'zod'
import packageJson from '../../package.json' with { type: 'json' }
import type { Contract } from './contract'
import { contracts as auditContracts } from '@case/features/audit/contracts'
import { contracts as authContracts } from '@case/features/auth/contracts'
import { contracts as casesContracts } from '@case/features/cases/contracts'
import { contracts as codingContracts } from '@case/features/coding/contracts'
import { contracts as disclosureContracts } from '@case/features/disclosures/contracts'
import { contracts as healthContracts } from '@case/features/health/contracts'
import { contracts as icdImportContracts } from '@case/features/icdImport/contracts'
import { contracts as notificationContracts } from '@case/features/notifications/contracts'
import { contracts as reportContracts } from '@case/features/reports/contracts'
import { contracts as syncContracts } from '@case/features/sync/contracts'
import { contracts as userContracts } from '@case/features/users/contracts'
import { contracts as wochenuebersichtContracts } from '@case/features/wochenuebersicht/contracts'

export const allContracts: Contract[] = [
  ...healthContracts,
  ...authContracts,
  ...userContracts,
  ...auditContracts,
  ...notificationContracts,
  ...casesContracts,
  ...codingContracts,
  ...disclosureContracts,
  ...icdImportContracts,
  ...reportContracts,
  ...wochenuebersichtContracts,
  ...syncContracts,
]

const errorSchema = z.object({
  detail: z.string(),
  code: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
})

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as Record<string, unknown>

function parameters(contract: Contract) {
  const list: Record<string, unknown>[] = []
  for (const [location, schema] of [['path', contract.params], ['query', contract.query]] as const) {
    if (!schema) continue
    const json = jsonSchema(schema, 'input') as { properties?: Record<string, unknown>; required?: string[] }
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      list.push({ name, in: location, required: location === 'path' || (json.required ?? []).includes(name), schema: property })
    }
  }
  if (contract.auth === 'bearer_or_query_token') {
    list.push({
      name: 'token',
      in: 'query',
      required: false,
      schema: { type: 'string' },
      description: 'Download token from POST /api/auth/download-token for exactly this path and query (60 s); access tokens are refused here',
    })
  }
  return list
}

/** OpenAPI 3.1 (JSON Schema 2020-12) built from the contracts. */
export function buildOpenApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const contract of allContracts) {
    const responses: Record<string, unknown> = {}
    for (const [status, spec] of Object.entries(contract.responses)) {
      const contentType = spec.contentType ?? 'application/json'
      responses[status] = {
        description: spec.description,
        ...(spec.schema ? { content: { [contentType]: { schema: jsonSchema(spec.schema, 'output') } } } : {}),
      }
    }
    responses.default = { description: 'Error', content: { 'application/json': { schema: jsonSchema(errorSchema, 'output') } } }
    const operation: Record<string, unknown> = {
      summary: contract.summary,
      tags: contract.tags,
      operationId: `${contract.method.toLowerCase()}${contract.path.replace(/[{}]/g, '').replace(/[^a-zA-Z0-9]+(.)/g, (_, c: string) => c.toUpperCase())}`,
      parameters: parameters(contract),
      responses,
      ...(contract.auth === 'none' ? { security: [] } : {}),
      ...(contract.roles ? { 'x-roles': contract.roles } : {}),
    }
    if (contract.body) {
      operation.requestBody = {
        required: true,
        content: { [contract.bodyContentType ?? 'application/json']: { schema: jsonSchema(contract.body, 'input') } },
      }
    }
    ;(paths[contract.path] ??= {})[contract.method.toLowerCase()] = operation
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Case reporting service', version: packageJson.version },
    servers: [{ url: '/' }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    security: [{ bearer: [] }],
    paths,
  }
}
