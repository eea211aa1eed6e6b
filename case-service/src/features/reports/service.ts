import { randomUUID } from 'node:crypto'
import { readFile, rm } from 'node:fs/promises'
import { and, count, eq, inArray, not, sql, type SQL } from 'drizzle-orm'
import type { AuthUser } from '@case/features/auth/withAuth'
import type { Db } from '@case/db/client'
import { keysetPage, listFingerprint, sortKeyOf, type KeysetOrder, type ListRequest } from '@case/db/keysetPagination'
import { reports, users } from '@case/db/schema'
import { writeAudit } from '@case/features/audit/auditLog'
import type { AuditAction } from '@case/features/audit/auditActions'
import { deleteStoredFiles, putStoredFile } from '@case/features/files/storedFiles'
import { XLSX_CONTENT_TYPE } from '@case/xlsx/contentType'
import { temporaryXlsxPath } from './reportFiles'

const metadataColumns = {
  id: reports.id,
  report_type: reports.report_type,
  jahr: reports.jahr,
  kw_from: reports.kw_from,
  kw_to: reports.kw_to,
  file_size: reports.file_size,
  created_by: reports.created_by,
  version: reports.version,
  created_at: reports.created_at,
  updated_at: reports.updated_at,
}

export type ReportMetadata = {
  id: string
  report_type: string
  jahr: number
  kw_from: number
  kw_to: number
  file_size: number
  created_by: string | null
  version: number
  created_at: Date
  updated_at: Date
}

export type ReportRecord = ReportMetadata & { file_name: string; report_data: unknown }

export function metadataOf(record: ReportRecord): ReportMetadata {
  const { id, report_type, jahr, kw_from, kw_to, file_size, created_by, version, created_at, updated_at } = record
  return { id, report_type, jahr, kw_from, kw_to, file_size, created_by, version, created_at, updated_at }
}

export type ReportToPersist = {
  reportType: string
  jahr: number
  kwFrom: number
  kwTo: number
  reportData: unknown
  /** Writes the XLSX to the given (temporary) path. */
  writeFile: (filePath: string) => Promise<void>
}

/**
 * Upserts the record of (report_type, jahr, kw_from, kw_to) and stores its file (stored_files) in the
 * same transaction: two concurrent generations queue up on the row lock, the file always belongs
 * to the data committed last, and every instance serves it. The workbook is written to a local
 * temp file first (exceljs streams to a file). The file name comes from the record id, which an
 * update keeps. Audited in the same transaction.
 */
export async function persistReport(
  db: Db,
  report: ReportToPersist,
  actor: { user: AuthUser; request: Request; auditAction: AuditAction },
): Promise<{ metadata: ReportMetadata; created: boolean }> {
  const tempPath = temporaryXlsxPath()
  try {
    await report.writeFile(tempPath)
    const content = await readFile(tempPath)
    const size = content.length
    return await db.transaction(async (tx) => {
      const id = randomUUID()
      const [row] = await tx
        .insert(reports)
        .values({
          id,
          report_type: report.reportType,
          jahr: report.jahr,
          kw_from: report.kwFrom,
          kw_to: report.kwTo,
          report_data: report.reportData,
          file_name: `${id}.xlsx`,
          file_size: size,
          created_by: actor.user.id,
        })
        .onConflictDoUpdate({
          target: [reports.report_type, reports.jahr, reports.kw_from, reports.kw_to],
          set: {
            report_data: sql`excluded.report_data`,
            file_size: sql`excluded.file_size`,
            version: sql`${reports.version} + 1`,
            updated_at: sql`now()`,
          },
        })
        // xmax = 0 only for a freshly inserted row version: tells insert from update.
        .returning({ ...metadataColumns, file_name: reports.file_name, created: sql<boolean>`(xmax = 0)` })
      const { created, file_name, ...metadata } = row!
      await writeAudit(tx, {
        action: actor.auditAction,
        userId: actor.user.id,
        entityType: 'report',
        entityId: metadata.id,
        details: {
          report_type: report.reportType,
          jahr: report.jahr,
          kw_from: report.kwFrom,
          kw_to: report.kwTo,
          created,
        },
        request: actor.request,
      })
      await putStoredFile(tx, file_name, { contentType: XLSX_CONTENT_TYPE, content })
      return { metadata, created }
    })
  } finally {
    await rm(tempPath, { force: true })
  }
}

export type ListFilter = ListRequest & { reportTypePrefix?: string; excludePrefix?: string }

const startsWith = (prefix: string): SQL => sql`left(${reports.report_type}, ${prefix.length}) = ${prefix}`

/**
 * Newest week first: one key for the sort by jahr, kw_to, kw_from (all descending), so the list pages
 * by cursor like the others; the id breaks ties between report types of the same period.
 */
const NEWEST_WEEK_FIRST: KeysetOrder = {
  column: sql`(${reports.jahr} * 10000 + ${reports.kw_to} * 100 + ${reports.kw_from})`,
  kind: 'integer',
  descending: true,
  id: reports.id,
  idKind: 'uuid',
}

export function listReports(db: Db, { reportTypePrefix, excludePrefix, ...request }: ListFilter) {
  const where = and(
    reportTypePrefix ? startsWith(reportTypePrefix) : undefined,
    excludePrefix ? not(startsWith(excludePrefix)) : undefined,
  )
  return keysetPage(request, {
    fingerprint: listFingerprint('reports', { reportTypePrefix, excludePrefix }),
    order: NEWEST_WEEK_FIRST,
    fetch: ({ after, orderBy, limit }) =>
      db
        .select({ ...metadataColumns, created_by_name: users.name, sort_key: sortKeyOf(NEWEST_WEEK_FIRST) })
        .from(reports)
        .leftJoin(users, eq(users.id, reports.created_by))
        .where(and(where, after))
        .orderBy(...orderBy)
        .limit(limit),
    count: async () => (await db.select({ value: count() }).from(reports).where(where))[0]?.value ?? 0,
  })
}

export async function findReport(db: Db, id: string): Promise<ReportRecord | undefined> {
  const [row] = await db.select().from(reports).where(eq(reports.id, id)).limit(1)
  return row
}

/** Deletes the records and their files in one transaction (a rollback keeps both). */
export async function deleteReports(
  db: Db,
  ids: readonly string[],
  actor: { user: AuthUser; request: Request },
): Promise<{ deleted: string[]; not_found: string[] }> {
  const removed = await db.transaction(async (tx) => {
    const rows = await tx
      .delete(reports)
      .where(inArray(reports.id, [...ids]))
      .returning({ id: reports.id, file_name: reports.file_name, report_type: reports.report_type })
    await deleteStoredFiles(
      tx,
      rows.map((row) => row.file_name),
    )
    if (rows.length > 0) {
      await writeAudit(tx, {
        action: 'reports.deleted',
        userId: actor.user.id,
        entityType: 'report',
        details: { reports: rows.map(({ id, report_type }) => ({ id, report_type })) },
        request: actor.request,
      })
    }
    return rows
  })
  const deleted = new Set(removed.map((row) => row.id))
  return { deleted: [...deleted], not_found: ids.filter((id) => !deleted.has(id)) }
}
