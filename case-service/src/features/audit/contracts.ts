import { defineContract, keysetListResponses, type Contract } from '@case/http/contract'
import { auditLogQuery, auditPage } from './auditSchemas'

export const auditLogContract = defineContract({
  method: 'GET',
  path: '/api/admin/audit-log',
  summary: 'Audit log, newest first, filtered by action, user and time range',
  tags: ['admin: audit log'],
  auth: 'bearer',
  roles: ['admin'],
  query: auditLogQuery,
  responses: keysetListResponses(auditPage, 'A page of entries'),
})

export const contracts: Contract[] = [auditLogContract]
