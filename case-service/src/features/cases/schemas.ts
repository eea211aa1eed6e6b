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

/** Two named shapes, so generated clients narrow on `masked` (domain/masking decides which one a viewer gets). */
export const caseJson = z.union([
  z
    .object({ ...caseFields, masked: z.literal(false) })
    .meta({ id: 'Case', description: 'A case unmasked: for admins, or with a valid disclosure' }),
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
    .meta({ id: 'CaseMasked', description: 'A case as kasse_mitarbeiter see it without a valid disclosure' }),
])

export const casePage = keysetPageOf(caseJson)
