import type { AuthUser } from '@case/features/auth/withAuth'
import type { Db } from '@case/db/client'
import { writeAudit } from '@case/features/audit/auditLog'
import { casesWithValidDisclosure } from './disclosureAccess'
import { toCaseJson, type PresentableCase } from './casePresentation'

/**
 * Cases as the viewer may see them. Admins see everything; an employee sees a case unmasked only
 * with their own valid disclosure, and every such view is audited — one row per request listing
 * the case ids, so a list page does not write one audit row per case.
 */
export async function presentCasesForViewer<R extends PresentableCase>(
  db: Db,
  viewer: AuthUser,
  rows: readonly R[],
  request: Request,
): Promise<(R & { masked: boolean })[]> {
  const unmasked =
    viewer.role === 'admin'
      ? new Set<string>()
      : await casesWithValidDisclosure(
          db,
          viewer.id,
          rows.map((row) => row.id),
          new Date(),
        )
  if (unmasked.size > 0) {
    const caseIds = [...unmasked]
    await writeAudit(db, {
      action: 'cases.viewed_unmasked',
      userId: viewer.id,
      entityType: 'case',
      entityId: caseIds.length === 1 ? caseIds[0] : undefined,
      details: { case_ids: caseIds, path: new URL(request.url).pathname },
      request,
    })
  }
  return rows.map((row) => toCaseJson(row, viewer, unmasked.has(row.id)))
}
