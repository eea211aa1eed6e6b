import { z } from 'zod'
import { weeksInIsoYear } from '@case/domain/weeks/isoWeek'
import { keysetPageOf, keysetPageQuery } from '@case/http/pagination'
import { MARKERS } from '@case/features/reports/wochenuebersicht/wochenuebersichtLayout'
import { REPORT_TYPES, WOCHENUEBERSICHT_PREFIX, reportTypeKeys, type ReportKind } from './reportTypes'

export const MIN_JAHR = 2000
export const MAX_JAHR = 2100

export const jahrSchema = z.number().int().min(MIN_JAHR).max(MAX_JAHR)
export const kwSchema = z.number().int().min(1).max(53)

/** KW 53 exists only in 53-week ISO years (2026, 2032, …). */
export function checkWeeksExist(jahr: number, kws: Record<string, number>, ctx: z.RefinementCtx): void {
  const weeks = weeksInIsoYear(jahr)
  for (const [field, kw] of Object.entries(kws)) {
    if (kw > weeks)
      ctx.addIssue({ code: 'custom', path: [field], message: `${jahr} has ${weeks} ISO weeks; there is no KW ${kw}` })
  }
}

export function reportTypeSchema(kind: ReportKind) {
  const [first, ...rest] = reportTypeKeys(kind)
  return z.enum([first!, ...rest])
}

export const downloadQuery = z.object({
  id: z.string().describe('Report id (uuid); an unknown or malformed id is a 404'),
})

const prefixSchema = z.string().trim().min(1).max(100)
export const listQuery = keysetPageQuery({ defaultSize: 50, maxSize: 200 }).extend({
  report_type_prefix: prefixSchema
    .optional()
    .describe(`e.g. "${WOCHENUEBERSICHT_PREFIX}" for the Wochenübersicht page`),
  exclude_prefix: prefixSchema.optional().describe(`e.g. "${WOCHENUEBERSICHT_PREFIX}" for the standard reports page`),
})

const REPORT_ID_EXAMPLE = '3f6c1a2e-9b4d-4e7a-8c5f-1a2b3c4d5e6f'
export const deleteReportsBody = z.object({
  ids: z
    .array(z.uuid())
    .min(1)
    .max(500)
    .meta({ examples: [[REPORT_ID_EXAMPLE]] }),
})

// --- responses ---

export const reportMetadataSchema = z.object({
  id: z.uuid().meta({ examples: [REPORT_ID_EXAMPLE] }),
  report_type: z.string().meta({ examples: ['standard'] }),
  jahr: z
    .number()
    .int()
    .meta({ examples: [2026] }),
  kw_from: z
    .number()
    .int()
    .describe('1 for standard reports (KW 1..kw_to); a Wochenübersicht covers kw_from..kw_to')
    .meta({ examples: [1] }),
  kw_to: z
    .number()
    .int()
    .meta({ examples: [12] }),
  file_size: z
    .number()
    .int()
    .meta({ examples: [48213] }),
  created_by: z
    .uuid()
    .nullable()
    .meta({ examples: ['0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d'] }),
  version: z
    .number()
    .int()
    .describe('1 when generated, + 1 each time a generation replaces it (the ETag follows it)')
    .meta({ examples: [1] }),
  created_at: z.iso.datetime().meta({ examples: ['2026-03-23T08:00:00.000Z'] }),
  updated_at: z.iso.datetime().meta({ examples: ['2026-03-23T08:00:00.000Z'] }),
})
z.globalRegistry.add(reportMetadataSchema, { id: 'Report' })

export const reportListSchema = keysetPageOf(
  reportMetadataSchema.extend({
    created_by_name: z
      .string()
      .nullable()
      .meta({ examples: ['Anna Schmidt'] }),
  }),
)

const cellSchema = z.union([z.string(), z.number(), z.null()])
export const reportTableSchema = z
  .object({
    name: z.string(),
    columns: z.array(z.string()),
    rows: z.array(z.array(cellSchema)),
    summary: z.array(cellSchema),
  })
  .meta({
    examples: [
      {
        name: 'KW gesamt',
        columns: ['KW', 'Onko-Intensiv', 'Kardio', 'Gesamt'],
        rows: [
          [11, 9, 5, 14],
          [12, 11, 6, 17],
        ],
        summary: ['Gesamt', 20, 11, 31],
      },
    ],
  })

/** report_data of a standard report: the sheets of its workbook (ReportTable). */
const standardReportData = z.object({ sheets: z.array(reportTableSchema) })

const markerCell = z.enum(['x', '']).describe('x when the marker is set')

/** report_data of a Wochenübersicht (WochenuebersichtData); KVNR and fall_id are masked for employees without a disclosure. */
const wochenuebersichtReportData = z.object({
  columns: z.array(z.string()),
  blocks: z.array(
    z.object({
      kw: z.number().int(),
      label: z.string().describe('KW <n>'),
      rows: z.array(
        z.object({
          case_id: z.uuid(),
          fall_id: z.string().optional().describe('Absent in overviews stored before the column existed'),
          kvnr: z.string().nullable(),
          datum: z.iso.date(),
          icd10: z.string().nullable(),
          ...Object.fromEntries(MARKERS.map(([marker]) => [marker, markerCell])),
        }),
      ),
    }),
  ),
})

/** One named shape per report kind, told apart by `report_type` (the discriminator maps every type key to its kind). */
const REPORT_DATA_IDS = { standard: 'StandardReportData', wochenuebersicht: 'WochenuebersichtReportData' } as const
const reportDataOf = (kind: ReportKind, data: z.ZodType) =>
  reportMetadataSchema
    .extend({ report_type: reportTypeSchema(kind), report_data: data })
    .meta({ id: REPORT_DATA_IDS[kind] })

export const reportDataSchema = z
  .discriminatedUnion('report_type', [
    reportDataOf('standard', standardReportData.describe('The sheets of the workbook')),
    reportDataOf('wochenuebersicht', wochenuebersichtReportData.describe('Columns and KW blocks')),
  ])
  .meta({
    id: 'ReportData',
    discriminator: {
      propertyName: 'report_type',
      mapping: Object.fromEntries(
        REPORT_TYPES.map(({ key, kind }) => [key, `#/components/schemas/${REPORT_DATA_IDS[kind]}`]),
      ),
    },
  })

export const deleteReportsResponse = z
  .object({ deleted: z.array(z.uuid()), not_found: z.array(z.uuid()) })
  .meta({ examples: [{ deleted: [REPORT_ID_EXAMPLE], not_found: [] }] })

export const reportTypesResponse = z.object({
  items: z.array(
    z
      .object({
        key: z.enum(REPORT_TYPES.map((type) => type.key) as [string, ...string[]]),
        label: z.string(),
        kind: z.enum(['standard', 'wochenuebersicht']),
        fallgruppen: z.union([z.array(z.string()), z.literal('all')]),
      })
      .meta({
        examples: [{ key: 'onko_intensiv', label: 'Onko-Intensiv', kind: 'standard', fallgruppen: ['Onko-Intensiv'] }],
      }),
  ),
})
