import { z } from 'zod'
import { checkWeeksExist, jahrSchema, kwSchema, reportTypeSchema } from '@case/features/reports/schemas'

export const generateReportBody = z
  .object({
    jahr: jahrSchema,
    kw_to: kwSchema.describe('The report counts KW 1..kw_to'),
    report_type: reportTypeSchema('standard'),
  })
  .superRefine((body, ctx) => checkWeeksExist(body.jahr, { kw_to: body.kw_to }, ctx))
z.globalRegistry.add(generateReportBody, { examples: [{ jahr: 2026, kw_to: 12, report_type: 'standard' }] })
