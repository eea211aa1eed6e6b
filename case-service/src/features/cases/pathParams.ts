import { z } from 'zod'
import { notFound } from '@case/http/apiError'

/** `{ id }` of /…/{id} routes: anything but a uuid cannot name a row, so it is a 404 (not a 422 or a database error). */
export const idParams = z.object({ id: z.uuid() })

export function parsePathParams<S extends z.ZodType>(schema: S, params: unknown, what = 'Resource'): z.output<S> {
  const result = schema.safeParse(params)
  if (!result.success) throw notFound(`${what} not found`)
  return result.data
}
