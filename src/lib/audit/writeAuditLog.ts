import { createLocalReq, type PayloadRequest } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { clientIp } from '@/lib/rateLimit/clientIp'
import type { AuditLog } from '@/payload-types'

export type AuditEntry = Omit<AuditLog, 'id' | 'createdAt' | 'updatedAt' | 'ip' | 'userAgent' | 'user' | 'actorEmail'> & {
  user?: number | null
  actorEmail?: string | null
}

type Session = { db: { execute: (query: unknown) => Promise<unknown> }; resolve: () => Promise<void>; reject: () => Promise<void> }
type Sessions = Record<string, Session>

/**
 * Writes an audit entry without ever failing the operation it records. Inside a transaction the
 * entry joins it behind a SAVEPOINT — so it commits with the change and a failed write rolls back
 * only itself (a plain nested create would abort, and on error roll back, the whole transaction).
 * Outside a transaction it is written on its own. Failures are logged, never thrown.
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
  const sessions = (payload.db as unknown as { sessions?: Sessions }).sessions ?? {}
  const transactionID = req.transactionID instanceof Promise ? await req.transactionID : req.transactionID
  const outer = transactionID ? sessions[String(transactionID)] : undefined
  const auditReq = await createLocalReq({ context: { auditLog: true } }, payload)
  let savepoint = false
  try {
    if (outer) {
      // A session alias on the outer transaction's connection whose commit/rollback are no-ops:
      // Payload's create neither commits it nor, on error, rolls the outer transaction back.
      const alias = `audit-${String(transactionID)}-${Math.random().toString(36).slice(2)}`
      sessions[alias] = { db: outer.db, resolve: async () => {}, reject: async () => {} }
      auditReq.transactionID = alias
      await outer.db.execute(sql.raw('SAVEPOINT audit_log'))
      savepoint = true
    }
    await payload.create({ collection: 'audit-logs', data, req: auditReq, overrideAccess: true, depth: 0 })
    if (savepoint) await outer!.db.execute(sql.raw('RELEASE SAVEPOINT audit_log'))
  } catch (error) {
    if (savepoint) await outer!.db.execute(sql.raw('ROLLBACK TO SAVEPOINT audit_log')).catch(() => undefined)
    payload.logger.error({ err: error, action: entry.action }, 'audit log write failed; the audited operation goes on')
  } finally {
    if (typeof auditReq.transactionID === 'string') delete sessions[auditReq.transactionID]
  }
}
