import { z } from 'zod'
import { checkWeeksExist, jahrSchema, kwSchema, reportTypeSchema } from '@case/features/reports/schemas'

export const generateWochenuebersichtBody = z
  .object({ jahr: jahrSchema, kw_from: kwSchema, kw_to: kwSchema, report_type: reportTypeSchema('wochenuebersicht') })
  .superRefine((body, ctx) => {
    checkWeeksExist(body.jahr, { kw_from: body.kw_from, kw_to: body.kw_to }, ctx)
    if (body.kw_from > body.kw_to)
      ctx.addIssue({ code: 'custom', path: ['kw_to'], message: 'kw_to must not be before kw_from' })
  })
