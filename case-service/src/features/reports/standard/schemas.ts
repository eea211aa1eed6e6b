import { z } from 'zod'
import { checkWeeksExist, jahrSchema, kwSchema, reportTypeSchema } from '@case/features/reports/schemas'

export const generateReportBody = z
  .object({ jahr: jahrSchema, kw: kwSchema, report_type: reportTypeSchema('standard') })
  .superRefine((body, ctx) => checkWeeksExist(body.jahr, { kw: body.kw }, ctx))
z.globalRegistry.add(generateReportBody, { examples: [{ jahr: 2026, kw: 12, report_type: 'standard' }] })
