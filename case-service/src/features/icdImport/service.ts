import { eq, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { Db, Transaction } from '@case/db/client'
import { cases } from '@case/db/schema'
import { unprocessable } from '@case/http/apiError'
import { writeAudit } from '@case/features/audit/auditLog'
import { casesInScope } from '@case/features/cases/caseScope'
import { caseColumnsNamed } from '@case/features/cases/selectedColumns'
import { readXlsxSafely, XlsxRejection } from '@case/xlsx/readXlsxSafely'
import { maskFallId } from '@case/features/cases/casePresentation'
import { planIcdImport, type CaseCandidate, type CodingUpdate, type PlannedRow } from './importPlan'
import { readImportSheet, type ImportEntry, type ImportFormat, type RowError } from './importSheets'

export type IcdImportResult = {
  format: ImportFormat
  updated: number
  unchanged: number
  skipped: number
  errors: RowError[]
  rows: PlannedRow[]
}

/** `maskFallIds`: callers who see cases masked (employees) get the rows' Fall-IDs masked too. */
export type IcdImportOptions = { dryRun: boolean; userId: string; request: Request; maskFallIds: boolean }

const candidateColumns = caseColumnsNamed(
  'id',
  'fall_id',
  'kvnr',
  'datum',
  'jahr',
  'kw',
  'icd10',
  'gutachten_ergebnis',
  'therapieaenderung',
)

/** A JSON array as one parameter: the list may be longer than PostgreSQL's parameter limit. */
const jsonTextList = (values: string[]): SQL =>
  sql`(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`

/**
 * Imports ICD-10 codes from an uploaded workbook (coding template or Wochenübersicht). The file
 * passes readXlsxSafely first; a refused file is audited and nothing is written. Row problems are
 * reported, not fatal. All writes happen in one transaction that holds the rows' locks.
 */
export async function importIcdWorkbook(
  db: Db,
  bytes: Uint8Array,
  { dryRun, userId, request, maskFallIds }: IcdImportOptions,
): Promise<IcdImportResult> {
  const { sheets } = await readXlsxSafely(bytes).catch(async (error: unknown) => {
    if (error instanceof XlsxRejection) {
      await writeAudit(db, {
        action: 'cases.icd_import_rejected',
        userId,
        details: { code: error.code, bytes: bytes.byteLength },
        request,
      })
    }
    throw error
  })
  const sheet = readImportSheet(sheets)
  if (!sheet) {
    throw unprocessable(
      'Unknown format: expected a coding template (header row with fall_id) or a Wochenübersicht (KW blocks with KVNR and ICD-10 columns)',
      undefined,
      'import_format_unknown',
    )
  }
  return db.transaction(async (tx) => {
    const plan = planIcdImport(sheet.entries, await loadCandidates(tx, sheet.entries, { lock: !dryRun }))
    if (!dryRun) await applyCodingUpdates(tx, plan.updates)
    const result: IcdImportResult = {
      format: sheet.format,
      updated: plan.updates.length,
      unchanged: plan.unchanged,
      skipped: sheet.skipped,
      errors: [...sheet.errors, ...plan.errors].sort((a, b) => a.row - b.row),
      rows: maskFallIds ? plan.rows.map((row) => ({ ...row, fall_id: maskFallId(row.fall_id) })) : plan.rows,
    }
    await writeAudit(tx, {
      action: 'cases.icd_imported',
      userId,
      entityType: 'case',
      details: {
        format: result.format,
        dry_run: dryRun,
        updated: result.updated,
        unchanged: result.unchanged,
        skipped: result.skipped,
        errors: result.errors.length,
      },
      request,
    })
    return result
  })
}

/** The in-scope cases the rows can refer to; locked in id order (no deadlock with coding batches) unless it is a dry run. */
async function loadCandidates(
  tx: Transaction,
  entries: readonly ImportEntry[],
  { lock }: { lock: boolean },
): Promise<CaseCandidate[]> {
  const fallIds = entries.flatMap(({ key }) => ('fall_id' in key ? [key.fall_id] : []))
  const caseIds = entries.flatMap(({ key }) => ('case_id' in key ? [key.case_id] : []))
  const kvnrs = entries.flatMap(({ key }) => ('kvnr' in key ? [key.kvnr] : []))
  // A masked Fall-ID can only be compared in its masked form: every case of that day is a candidate.
  const maskedDays = entries.flatMap(({ key }) => ('masked_fall_id' in key ? [key.datum] : []))
  // A coding template names cases by fall_id, legacy cases by a neutral key with the case id; a
  // Wochenübersicht by KVNR, and by (possibly masked) Fall-ID where the KVNR is empty or masked.
  const identities = [
    kvnrs.length > 0 ? inArray(cases.kvnr, jsonTextList(kvnrs)) : undefined,
    fallIds.length > 0 ? inArray(cases.fall_id, jsonTextList(fallIds)) : undefined,
    caseIds.length > 0
      ? sql`${cases.id} in (select jsonb_array_elements_text(${JSON.stringify(caseIds)}::jsonb)::uuid)`
      : undefined,
    maskedDays.length > 0
      ? sql`${cases.datum} in (select jsonb_array_elements_text(${JSON.stringify(maskedDays)}::jsonb)::date)`
      : undefined,
  ].filter((condition) => condition !== undefined)
  if (identities.length === 0) return []
  const query = tx
    .select(candidateColumns)
    .from(cases)
    .where(casesInScope(or(...identities)))
    .orderBy(cases.id)
  return lock ? query.for('update') : query
}

/** One statement for all rows; a value the row did not give (null in the record) keeps the stored one. */
async function applyCodingUpdates(tx: Transaction, updates: readonly CodingUpdate[]): Promise<void> {
  if (updates.length === 0) return
  await tx
    .update(cases)
    .set({
      icd10: sql`coalesce(incoming.icd10, ${cases.icd10})`,
      gutachten_ergebnis: sql`coalesce(incoming.gutachten_ergebnis, ${cases.gutachten_ergebnis})`,
      therapieaenderung: sql`coalesce(incoming.therapieaenderung, ${cases.therapieaenderung})`,
      version: sql`${cases.version} + 1`,
      updated_at: new Date(),
    })
    .from(
      sql`jsonb_to_recordset(${JSON.stringify(updates)}::jsonb) as incoming(case_id uuid, icd10 text, gutachten_ergebnis text, therapieaenderung boolean)`,
    )
    .where(casesInScope(eq(cases.id, sql`incoming.case_id`)))
}
