import { byId, contractsFor, keysetList, ok, refusals, type Contract } from '@case/http/contract'
import { caseJson, caseListQuery, casePage, caseQueueQuery, kvnrBody } from './schemas'

const contract = contractsFor({ tags: ['cases'] })
/** Both work queues (cases still to code) page the same way. */
const pendingPages = keysetList(caseQueueQuery, casePage, 'One page of cases')
const MASKING_NOTE = 'kasse_mitarbeiter get masked cases unless they hold a valid disclosure (then the view is audited)'

export const listCasesContract = contract.get('/api/cases', {
  summary: `Cases of the configured insurer, filtered and paginated; ${MASKING_NOTE}`,
  description:
    'The insurer’s cases, filtered (year, week, Fallgruppe, ICD state, search) and sorted, paged by cursor. Employees see a case masked (CaseMasked) unless they hold a valid disclosure for it; narrow on masked.',
  ...keysetList(
    caseListQuery,
    casePage,
    'One page of cases',
    '; sort_not_allowed: employees may not sort by identifying columns',
  ),
})

export const getCaseContract = contract.get('/api/cases/{id}', {
  summary: `One case; ${MASKING_NOTE}`,
  description:
    'One case. An employee sees it masked (CaseMasked) unless a disclosure for it is valid; an unmasked view by an employee is audited.',
  ...byId('Case'),
  etag: 'cacheable',
  responses: { ...ok('The case', caseJson), ...refusals({ 404: 'Unknown, or another insurer’s case' }) },
})

export const pendingIcdContract = contract.get('/api/cases/pending-icd', {
  summary: 'Cases without an ICD-10 code, oldest first',
  description: 'The work queue of cases still without an ICD-10 code, oldest first, paged by cursor.',
  ...pendingPages,
})

export const pendingCodingContract = contract.get('/api/cases/pending-coding', {
  summary: 'Cases with a Gutachten whose result or therapy change is not coded yet, oldest first',
  description:
    'The work queue of cases with a Gutachten whose result or therapy change is still to be coded, oldest first, paged by cursor.',
  ...pendingPages,
})

export const updateKvnrContract = contract.put('/api/cases/{id}/kvnr', {
  summary: 'Set the KVNR; a random or legacy fall_id is rebuilt as <datum>_<KVNR>[-n]',
  description:
    'Sets or corrects the KVNR (format and check digit are verified). A random or legacy fall_id is rebuilt from the date and the KVNR; send version to guard against concurrent edits.',
  roles: ['admin'],
  ...byId('Case'),
  etag: 'if-match',
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
