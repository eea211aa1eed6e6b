import { byId, contractsFor, keysetList, ok, refusals, type Contract } from '@case/http/contract'
import { caseJson, caseListQuery, casePage, caseQueueQuery, kvnrBody } from './schemas'

const contract = contractsFor({ tags: ['cases'] })
/** Both work queues (cases still to code) page the same way. */
const pendingPages = keysetList(caseQueueQuery, casePage, 'One page of cases')
const MASKING_NOTE = 'kasse_mitarbeiter get masked cases unless they hold a valid disclosure (then the view is audited)'

export const listCasesContract = contract.get('/api/cases', {
  summary: `Cases of the configured insurer, filtered and paginated; ${MASKING_NOTE}`,
  ...keysetList(
    caseListQuery,
    casePage,
    'One page of cases',
    '; sort_not_allowed: employees may not sort by identifying columns',
  ),
})

export const getCaseContract = contract.get('/api/cases/{id}', {
  summary: `One case; ${MASKING_NOTE}`,
  ...byId('Case'),
  responses: { ...ok('The case', caseJson), ...refusals({ 404: 'Unknown, or another insurer’s case' }) },
})

export const pendingIcdContract = contract.get('/api/cases/pending-icd', {
  summary: 'Cases without an ICD-10 code, oldest first',
  ...pendingPages,
})

export const pendingCodingContract = contract.get('/api/cases/pending-coding', {
  summary: 'Cases with a Gutachten whose result or therapy change is not coded yet, oldest first',
  ...pendingPages,
})

export const updateKvnrContract = contract.put('/api/cases/{id}/kvnr', {
  summary: 'Set the KVNR; a random or legacy fall_id is rebuilt as <datum>_<KVNR>[-n]',
  roles: ['admin'],
  ...byId('Case'),
  body: kvnrBody,
  responses: {
    ...ok('The updated case', caseJson),
    ...refusals({ 409: 'version_conflict', 422: 'kvnr_format or kvnr_check_digit' }),
  },
})

export const contracts: Contract[] = [
  listCasesContract,
  getCaseContract,
  pendingIcdContract,
  pendingCodingContract,
  updateKvnrContract,
]
