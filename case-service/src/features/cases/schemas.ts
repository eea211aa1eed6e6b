import { z } from 'zod'
import { int4 } from '@case/http/zodFields'
import { GUTACHTEN_ERGEBNISSE } from '@case/db/schema'
import { keysetPageOf, keysetPageQuery } from '@case/http/pagination'
import { CASE_SORTS } from './queries'

export const casePageQuery = keysetPageQuery({ defaultSize: 50, maxSize: 200 })

const booleanParam = z.enum(['true', 'false']).transform((value) => value === 'true')
/** An empty search box (`?q=`) means no filter, not a 422. */
const optionalText = (maxLength: number) =>
  z
    .string()
    .trim()
    .max(maxLength)
    .optional()
    .transform((value) => value || undefined)

export const caseListQuery = casePageQuery.extend({
  sort: z
    .enum(CASE_SORTS)
    .default('-datum')
    .describe('kasse_mitarbeiter: only datum, created_at, updated_at (others → 400 sort_not_allowed)'),
  jahr: z.coerce.number().int().min(1900).max(2999).optional(),
  kw: z.coerce.number().int().min(1).max(53).optional(),
  fallgruppe: optionalText(100),
  has_icd: booleanParam.optional(),
  q: optionalText(64).describe(
    'admin: part of the fall_id or start of the KVNR, case-insensitive; % and _ match literally. ' +
      'kasse_mitarbeiter: the complete KVNR or the complete fall_id only (exact, audited)',
  ),
})

export const kvnrBody = z.object({
  kvnr: z.string().max(32),
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
  z
    .object({ ...caseFields, masked: z.literal(false) })
    .meta({
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
