import { z } from 'zod'
import { int4 } from '@case/http/zodFields'
import { GUTACHTEN_ERGEBNISSE } from '@case/db/schema'
import { keysetPageOf, keysetPageQuery } from '@case/http/pagination'
import { CASE_SORTS } from './queries'

const casePageQuery = keysetPageQuery({ defaultSize: 50, maxSize: 200 })

const booleanParam = z.enum(['true', 'false']).transform((value) => value === 'true')
/** An empty search box (`?q=`) means no filter, not a 422. */
const optionalText = (maxLength: number) =>
  z
    .string()
    .trim()
    .max(maxLength)
    .optional()
    .transform((value) => value || undefined)

const dateParam = z.iso.date()
const weekParam = z.coerce.number().int().min(1).max(53)
const markerParam = (marker: string) =>
  booleanParam.optional().describe(`true/false: only cases with/without ${marker}`)

/** The filters of every case list (the case list and the work queues); each narrows the list in SQL (queries.ts). */
const caseFilterFields = {
  fallgruppe: optionalText(100).describe('Exactly this Fallgruppe, e.g. Onko-Intensiv'),
  fachgebiet: optionalText(100).describe('Exactly this Fachgebiet'),
  jahr: z.coerce.number().int().min(1900).max(2999).optional().describe('ISO week-year of datum'),
  kw: weekParam.optional().describe('Exactly this ISO week of datum (with jahr: of that year)'),
  kw_from: weekParam.optional().describe('ISO weeks from (inclusive; with jahr: of that year)'),
  kw_to: weekParam.optional().describe('ISO weeks up to (inclusive; with jahr: of that year)'),
  datum_from: dateParam.optional().describe('datum from (inclusive, YYYY-MM-DD)'),
  datum_to: dateParam.optional().describe('datum up to (inclusive, YYYY-MM-DD)'),
  has_icd: booleanParam.optional().describe('true/false: only cases with/without an ICD-10 code'),
  erstgespraech: markerParam('Erstgespräch'),
  abbruch: markerParam('Abbruch'),
  unterlagen: markerParam('Unterlagen'),
  gutachten: markerParam('Gutachten'),
  fg: markerParam('FG'),
}

/** The filter values of a case list request (what queries.ts caseFilterConditions narrows by). */
export type CaseFilters = { [K in keyof typeof caseFilterFields]?: z.output<(typeof caseFilterFields)[K]> }
export const CASE_FILTER_NAMES = Object.keys(caseFilterFields) as (keyof CaseFilters)[]

/** A range whose start lies after its end is refused, naming its start. */
const withOrderedRanges = <S extends z.ZodType<CaseFilters>>(schema: S) =>
  schema
    .refine((query) => query.kw_from === undefined || query.kw_to === undefined || query.kw_from <= query.kw_to, {
      message: '"kw_from" must not be after "kw_to"',
      path: ['kw_from'],
    })
    .refine(
      (query) => query.datum_from === undefined || query.datum_to === undefined || query.datum_from <= query.datum_to,
      { message: '"datum_from" must not be after "datum_to"', path: ['datum_from'] },
    )

/** The work queues (coding queue, pending ICD, pending coding): oldest first, filtered like the case list. */
export const caseQueueQuery = withOrderedRanges(casePageQuery.extend(caseFilterFields))

export const caseListQuery = withOrderedRanges(
  casePageQuery.extend({
    sort: z
      .enum(CASE_SORTS)
      .default('-datum')
      .describe('kasse_mitarbeiter: only datum, created_at, updated_at (others → 400 sort_not_allowed)'),
    ...caseFilterFields,
    q: optionalText(64).describe(
      'admin: part of the fall_id or start of the KVNR, case-insensitive; % and _ match literally. ' +
        'kasse_mitarbeiter: the complete KVNR or the complete fall_id only (exact, audited)',
    ),
  }),
)

export const kvnrBody = z.object({
  kvnr: z
    .string()
    .max(32)
    .meta({ examples: ['A123456778'] }),
  /** Optional optimistic-concurrency check; the KVNR update bumps the version either way. */
  version: int4().positive().optional(),
})

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)

const caseFields = {
  id: z.uuid(),
  fall_id: z.string(),
  kvnr: z.string().nullable(),
  datum: isoDate,
  jahr: z.number().int(),
  kw: z.number().int(),
  fallgruppe: z.string(),
  fachgebiet: z.string(),
  icd10: z.string().nullable(),
  erstgespraech: z.boolean(),
  abbruch: z.boolean(),
  unterlagen: z.boolean(),
  gutachten: z.boolean(),
  fg: z.boolean(),
  gutachten_ergebnis: z.enum(GUTACHTEN_ERGEBNISSE).nullable(),
  therapieaenderung: z.boolean().nullable(),
  nachname: z.string(),
  vorname: z.string(),
  geburtsdatum: z.string().nullable(),
  version: z.number().int(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
}

const CASE_EXAMPLE = {
  id: '0f8d2c4e-6a1b-4c3d-8e5f-7a9b1c2d3e4f',
  fall_id: '2026-03-16_A123456778',
  kvnr: 'A123456778',
  datum: '2026-03-16',
  jahr: 2026,
  kw: 12,
  fallgruppe: 'Onko-Intensiv',
  fachgebiet: 'Onkologie',
  icd10: 'C50.9',
  erstgespraech: true,
  abbruch: false,
  unterlagen: true,
  gutachten: true,
  fg: false,
  gutachten_ergebnis: 'bestaetigt',
  therapieaenderung: false,
  nachname: 'Schmidt',
  vorname: 'Anna',
  geburtsdatum: '1961-07-04',
  version: 3,
  created_at: '2026-03-16T08:00:00.000Z',
  updated_at: '2026-03-18T10:30:00.000Z',
  masked: false,
} as const

/** Two named shapes, so generated clients narrow on `masked` (domain/masking decides which one a viewer gets). */
export const caseJson = z.union([
  z.object({ ...caseFields, masked: z.literal(false) }).meta({
    id: 'Case',
    description: 'A case unmasked: for admins, or with a valid disclosure',
    examples: [CASE_EXAMPLE],
  }),
  z
    .object({
      ...caseFields,
      fall_id: z.string().describe('KVNR or surname part masked'),
      kvnr: z.string().nullable().describe('masked'),
      nachname: z.literal('***'),
      vorname: z.literal('***'),
      geburtsdatum: z.string().nullable().describe('only the year'),
      masked: z.literal(true),
    })
    .meta({
      id: 'CaseMasked',
      description: 'A case as kasse_mitarbeiter see it without a valid disclosure',
      examples: [
        {
          ...CASE_EXAMPLE,
          fall_id: '2026-03-16_A*******78',
          kvnr: 'A*******78',
          nachname: '***',
          vorname: '***',
          geburtsdatum: '1961',
          masked: true,
        },
      ],
    }),
])

export const casePage = keysetPageOf(caseJson)
