import { contractsFor, ok, type Contract } from '@case/http/contract'
import { healthSchema, openApiDocumentSchema } from './schemas'

const contract = contractsFor({ tags: ['health'], auth: 'none' })

export const healthContract = contract.get('/api/health', {
  summary: 'Liveness and database state',
  responses: {
    ...ok('Healthy', healthSchema),
    503: { description: 'Database down', schema: healthSchema, contentType: 'application/json' },
  },
})

export const openApiContract = contract.get('/api/openapi.json', {
  summary: 'This OpenAPI 3.1 document',
  responses: ok('OpenAPI document; `servers` names the origin it was requested from', openApiDocumentSchema),
})

export const contracts: Contract[] = [healthContract, openApiContract]
