import { withAuth } from '@case/auth/withAuth'
import { listAuditLog } from '@case/features/audit/auditQuery'

export const GET = withAuth(listAuditLog, { roles: ['admin'] })
