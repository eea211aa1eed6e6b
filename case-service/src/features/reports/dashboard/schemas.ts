import { z } from 'zod'
import { checkWeeksExist, MAX_JAHR, MIN_JAHR } from '@case/features/reports/schemas'

const jahrQuery = z.coerce.number().int().min(MIN_JAHR).max(MAX_JAHR)
const kwQuery = z.coerce.number().int().min(1).max(53)

export const dashboardQuery = z
  .object({ jahr: jahrQuery.optional(), kw: kwQuery.optional() })
  .superRefine((query, ctx) => {
    if ((query.jahr === undefined) !== (query.kw === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['kw'],
        message: 'Give jahr and kw together (or neither for the current week)',
      })
    } else if (query.jahr !== undefined && query.kw !== undefined) checkWeeksExist(query.jahr, { kw: query.kw }, ctx)
  })

export const weeklyQuery = z.object({ jahr: jahrQuery.optional() })

// --- responses ---

const countsByFallgruppe = z
  .record(z.string(), z.number().int())
  .meta({ examples: [{ 'Onko-Intensiv': 41, 'Galle-Schild': 18, Kardio: 25, Ortho: 12, Psychosomatik: 7 }] })

export const dashboardSchema = z.object({
  jahr: z.number().int(),
  kw: z.number().int(),
  cases_this_year: z.number().int().describe('ISO week-year jahr, KW 1..kw'),
  cases_this_kw: z.number().int(),
  cases_last_kw: z.number().int().describe('The ISO week before, which may belong to the previous week-year'),
  change_vs_last_kw: z.number().int(),
  change_vs_last_kw_percent: z.number().nullable().describe('null when last KW had no cases'),
  pending_icd: z.number().int(),
  pending_coding: z.number().int(),
  open_disclosures: z.object({ pending: z.number().int(), approved_valid: z.number().int() }),
  per_fallgruppe: countsByFallgruppe.describe('Cases of jahr, KW 1..kw'),
})
z.globalRegistry.add(dashboardSchema, {
  id: 'KPI',
  description: 'The dashboard figures of one ISO week',
  examples: [
    {
      jahr: 2026,
      kw: 12,
      cases_this_year: 103,
      cases_this_kw: 17,
      cases_last_kw: 14,
      change_vs_last_kw: 3,
      change_vs_last_kw_percent: 21.4,
      pending_icd: 6,
      pending_coding: 9,
      open_disclosures: { pending: 2, approved_valid: 1 },
      per_fallgruppe: { 'Onko-Intensiv': 41, 'Galle-Schild': 18, Kardio: 25, Ortho: 12, Psychosomatik: 7 },
    },
  ],
})

export const weeklyPointSchema = z.object({
  jahr: z.number().int(),
  kw: z.number().int(),
  total: z.number().int(),
  per_fallgruppe: countsByFallgruppe,
})
z.globalRegistry.add(weeklyPointSchema, {
  id: 'WeeklyPoint',
  examples: [
    {
      jahr: 2026,
      kw: 12,
      total: 17,
      per_fallgruppe: { 'Onko-Intensiv': 7, 'Galle-Schild': 3, Kardio: 4, Ortho: 2, Psychosomatik: 1 },
    },
  ],
})
export const weeklySchema = z.object({ items: z.array(weeklyPointSchema) })
