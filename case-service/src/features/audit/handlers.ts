import type { RouteInput } from '@case/http/route'
import { listResponse } from '@case/http/pagination'
import { pageOfAuditLog } from './queries'
import type { auditLogContract } from './contracts'

/** GET /api/admin/audit-log: newest first. The log is append-only; there is no write endpoint. */
export async function listAuditLog({ db, query, request }: RouteInput<typeof auditLogContract>): Promise<Response> {
  return listResponse(request, await pageOfAuditLog(db, query), query.page_size)
}
