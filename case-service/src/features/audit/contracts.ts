import { defineContract, type Contract } from '@case/http/contract'
import { auditLogQuery, auditPage } from './auditQuery'

export const auditLogContract = defineContract({
  method: 'GET',
  path: '/api/admin/audit-log',
  summary: 'Audit log, newest first, filtered by action, user and time range',
  tags: ['admin: audit log'],
  auth: 'bearer',
  roles: ['admin'],
  query: auditLogQuery,
  responses: { 200: { description: 'A page of entries', schema: auditPage } },
})

export const contracts: Contract[] = [auditLogContract]
