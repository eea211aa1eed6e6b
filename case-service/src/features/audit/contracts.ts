import { contractsFor, keysetList, type Contract } from '@case/http/contract'
import { auditLogQuery, auditPage } from './schemas'

const contract = contractsFor({ tags: ['admin: audit log'], roles: ['admin'] })

export const auditLogContract = contract.get('/api/admin/audit-log', {
  summary: 'Audit log, newest first, filtered by action, user, case and time range; each entry names its actor',
  description:
    'Who did what and when (logins, case views, disclosures, exports, account changes), newest first, paged by cursor and filtered by action, user, case and time range; each entry names its actor.',
  ...keysetList(auditLogQuery, auditPage, 'A page of entries'),
})

export const contracts: Contract[] = [auditLogContract]
