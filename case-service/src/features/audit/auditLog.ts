import type { Db } from '@case/db/client'
import { auditLog } from '@case/db/schema'
import { clientIp, userAgent } from '@case/http/clientInfo'
import type { AuditAction } from './auditActions'

export type AuditEntry = {
  action: AuditAction
  userId?: string | null
  entityType?: string
  entityId?: string
  /** Never put secrets, passwords, tokens or unmasked patient data here. */
  details?: Record<string, unknown>
  request?: Request
}

/** Appends one audit row. Pass a transaction as `db` to make the entry commit with the change. */
export async function writeAudit(db: Pick<Db, 'insert'>, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    action: entry.action,
    user_id: entry.userId ?? null,
    entity_type: entry.entityType ?? null,
    entity_id: entry.entityId ?? null,
    ip: entry.request ? clientIp(entry.request) : null,
    user_agent: entry.request ? userAgent(entry.request) : null,
    details: entry.details ?? null,
  })
}
