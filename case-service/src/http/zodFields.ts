import { z } from 'zod'

/** PostgreSQL `integer` (int4): a larger number would fail inside the query as a 500 instead of a 422 here. */
export const INT4_MAX = 2_147_483_647

export const int4 = () =>
  z
    .number()
    .int()
    .min(-INT4_MAX - 1)
    .max(INT4_MAX)

/** A file field of a multipart body (documentation only: the handler reads the part); binary, so clients send a Blob. */
export const binaryFile = (description: string) => z.string().meta({ format: 'binary', description })
