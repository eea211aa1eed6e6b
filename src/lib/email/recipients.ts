import { z } from 'zod'

export const MAX_RECIPIENTS = 10

/** One address or a list of 1–10; normalised to a de-duplicated array. */
export const recipientList = z
  .union([z.email(), z.array(z.email()).min(1).max(MAX_RECIPIENTS)])
  .transform((value) => [...new Set((Array.isArray(value) ? value : [value]).map((address) => address.toLowerCase()))])

/** Header values must not carry line breaks (header injection). */
export const headerText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((value) => !/[\r\n]/.test(value), 'must not contain line breaks')
