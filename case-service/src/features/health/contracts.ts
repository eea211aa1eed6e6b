import { z } from 'zod'
import { defineContract, type Contract } from '@case/http/contract'

const healthSchema = z.object({ status: z.enum(['ok', 'error']), db: z.enum(['ok', 'down']), version: z.string() })

export const healthContract = defineContract({
  method: 'GET',
  path: '/api/health',
  summary: 'Liveness and database state',
  tags: ['health'],
  auth: 'none',
  responses: { 200: { description: 'Healthy', schema: healthSchema }, 503: { description: 'Database down', schema: healthSchema } },
})

export const openApiContract = defineContract({
  method: 'GET',
  path: '/api/openapi.json',
  summary: 'This OpenAPI 3.1 document',
  tags: ['health'],
  auth: 'none',
  responses: { 200: { description: 'OpenAPI document' } },
})

export const contracts: Contract[] = [healthContract, openApiContract]
