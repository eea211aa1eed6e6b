import { methods, route } from '@case/http/route'
import { auditLogContract } from '@case/features/audit/contracts'
import { listAuditLog } from '@case/features/audit/handlers'

export const dynamic = 'force-dynamic'

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = methods({ GET: route(auditLogContract, listAuditLog) })
