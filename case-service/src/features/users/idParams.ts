import { z } from 'zod'
import { notFound } from '@case/http/apiError'

export const idParams = z.object({ id: z.uuid() })

/** A malformed id names nothing that exists: 404, never a database error. */
export function parseIdParams(params: unknown, what = 'Resource'): { id: string } {
  const result = idParams.safeParse(params)
  if (!result.success) throw notFound(`${what} not found`)
  return result.data
}
