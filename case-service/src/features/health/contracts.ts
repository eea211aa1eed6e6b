import { z } from 'zod'
import { contractsFor, ok, type Contract } from '@case/http/contract'

const contract = contractsFor({ tags: ['health'], auth: 'none' })
const healthSchema = z.object({ status: z.enum(['ok', 'error']), db: z.enum(['ok', 'down']), version: z.string() })

export const healthContract = contract.get('/api/health', {
  summary: 'Liveness and database state',
  responses: { ...ok('Healthy', healthSchema), 503: { description: 'Database down', schema: healthSchema } },
})

export const openApiContract = contract.get('/api/openapi.json', {
  summary: 'This OpenAPI 3.1 document',
  responses: ok(
    'OpenAPI document; `servers` names the origin it was requested from',
    z.looseObject({
      openapi: z.literal('3.1.0'),
      info: z.looseObject({ title: z.string(), version: z.string() }),
      paths: z.record(z.string(), z.unknown()),
    }),
  ),
})

export const contracts: Contract[] = [healthContract, openApiContract]
