import type { RouteInput } from '@case/http/route'
import { pageOfAuditLog } from './queries'
import type { auditLogContract } from './contracts'

/** GET /api/admin/audit-log: newest first. The log is append-only; there is no write endpoint. */
export async function listAuditLog({ db, query }: RouteInput<typeof auditLogContract>): Promise<Response> {
  return Response.json({ ...(await pageOfAuditLog(db, query)), page: query.page, page_size: query.page_size })
}
