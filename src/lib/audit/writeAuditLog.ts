import type { PayloadRequest } from 'payload'
import { withSavepoint } from '@/lib/db/payloadPostgres'
import { clientIp } from '@/lib/rateLimit/clientIp'
import type { AuditLog } from '@/payload-types'

export type AuditEntry = Omit<
  AuditLog,
  'id' | 'createdAt' | 'updatedAt' | 'ip' | 'userAgent' | 'user' | 'actorEmail'
> & {
  user?: number | null
  actorEmail?: string | null
}

/**
 * Writes an audit entry without ever failing the operation it records: inside the save's
 * transaction behind a savepoint, so it commits with the change and a failed write rolls back
 * only itself. Failures are logged, never thrown.
 */
export async function writeAuditLog(req: PayloadRequest, entry: AuditEntry): Promise<void> {
  const { payload } = req
  const data = {
    ...entry,
    user: entry.user === undefined ? (req.user?.collection === 'users' ? Number(req.user.id) : null) : entry.user,
    actorEmail: entry.actorEmail ?? (req.user as { email?: string } | null | undefined)?.email ?? null,
    ip: req.headers ? clientIp(req.headers) : null,
    userAgent: req.headers?.get('user-agent')?.slice(0, 500) ?? null,
  }
  try {
    await withSavepoint(
      req,
      'audit_log',
      (auditReq) => payload.create({ collection: 'audit-logs', data, req: auditReq, overrideAccess: true, depth: 0 }),
      {
        context: { auditLog: true },
      },
    )
  } catch (error) {
    payload.logger.error({ err: error, action: entry.action }, 'audit log write failed; the audited operation goes on')
  }
}
