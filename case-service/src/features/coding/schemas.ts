import { z } from 'zod'
import { int4 } from '@case/http/zodFields'
import { GUTACHTEN_ERGEBNISSE } from '@case/db/schema'
import { normalizeIcd10 } from '@case/domain/icd10/icd10'

/** An ICD-10-GM code as typed by staff, normalised (upper case, dot inserted); invalid codes are 422s. */
export const icd10Code = z
  .string()
  .max(16)
  .meta({ examples: ['C50.9'] })
  .transform((input, context) => {
    const normalized = normalizeIcd10(input)
    if (normalized.ok) return normalized.code
    context.addIssue({ code: 'custom', message: normalized.message })
    return z.NEVER
  })

/** The fields coding may change; absent = unchanged, null = cleared. */
const codingFieldShape = {
  icd10: icd10Code.nullable().optional(),
  gutachten_ergebnis: z.enum(GUTACHTEN_ERGEBNISSE).nullable().optional(),
  therapieaenderung: z.boolean().nullable().optional(),
  erstgespraech: z.boolean().optional(),
  abbruch: z.boolean().optional(),
  unterlagen: z.boolean().optional(),
  gutachten: z.boolean().optional(),
  fg: z.boolean().optional(),
}

export const CODING_FIELDS = Object.keys(codingFieldShape) as (keyof typeof codingFieldShape)[]

const version = int4().positive().describe('The version the change is based on (optimistic concurrency)')

const changesSomething = (value: Record<string, unknown>) => CODING_FIELDS.some((field) => value[field] !== undefined)
const NOTHING_TO_CHANGE = { message: `Give at least one of: ${CODING_FIELDS.join(', ')}` }

export const codingUpdateBody = z
  .strictObject({ ...codingFieldShape, version })
  .refine(changesSomething, NOTHING_TO_CHANGE)
  .meta({ examples: [{ icd10: 'C50.9', gutachten_ergebnis: 'bestaetigt', therapieaenderung: false, version: 3 }] })

export const MAX_BATCH_ITEMS = 500

export const codingBatchBody = z.object({
  items: z
    .array(
      z
        .strictObject({
          case_id: z.uuid().meta({ examples: ['0f8d2c4e-6a1b-4c3d-8e5f-7a9b1c2d3e4f'] }),
          ...codingFieldShape,
          version,
        })
        .refine(changesSomething, NOTHING_TO_CHANGE)
        .meta({
          examples: [
            { case_id: '0f8d2c4e-6a1b-4c3d-8e5f-7a9b1c2d3e4f', icd10: 'C50.9', erstgespraech: true, version: 3 },
          ],
        }),
    )
    .min(1)
    .max(MAX_BATCH_ITEMS),
})

export type CodingChanges = Omit<z.output<typeof codingUpdateBody>, 'version'>
