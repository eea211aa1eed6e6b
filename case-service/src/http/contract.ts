import type { z } from 'zod'
import type { Role } from '@case/db/schema'

type ResponseSpec = { description: string; schema?: z.ZodType; contentType?: string }

/**
 * One endpoint's machine-readable contract. Routes parse their input with these very schemas,
 * and /api/openapi.json is generated from them, so the document cannot drift from the code.
 */
export type Contract = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** OpenAPI path syntax: /api/cases/{id} */
  path: string
  summary: string
  tags: string[]
  auth: 'none' | 'bearer' | 'bearer_or_query_token'
  roles?: readonly Role[]
  params?: z.ZodType
  query?: z.ZodType
  body?: z.ZodType
  /** Non-JSON bodies (multipart uploads). */
  bodyContentType?: string
  responses: Record<number, ResponseSpec>
}

export const defineContract = <C extends Contract>(contract: C): C => contract
