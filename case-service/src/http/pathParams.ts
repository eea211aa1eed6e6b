import { z } from 'zod'

/** `{ id }` of /…/{id} routes: anything but a uuid cannot name a row, so route() answers 404 (not a 422 or a database error). */
export const idParams = z.object({ id: z.uuid() })
