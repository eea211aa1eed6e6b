import { AuditLogPage } from '@case/web/audit/AuditLogPage'

export default function AuditLog() {
  return <AuditLogPage />
}
