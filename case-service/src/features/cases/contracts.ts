import { contractsFor, keysetListResponses, refusals, type Contract } from '@case/http/contract'
import { caseJson, caseListQuery, casePage, casePageQuery, kvnrBody } from './caseSchemas'
import { idParams } from '@case/http/pathParams'

const tags = ['cases']
const contract = contractsFor({ tags })
const MASKING_NOTE = 'kasse_mitarbeiter get masked cases unless they hold a valid disclosure (then the view is audited)'

export const listCasesContract = contract({
  method: 'GET',
  path: '/api/cases',
  summary: `Cases of the configured insurer, filtered and paginated; ${MASKING_NOTE}`,
  query: caseListQuery,
  responses: keysetListResponses(casePage, 'One page of cases', '; sort_not_allowed: employees may not sort by identifying columns'),
})

export const getCaseContract = contract({
  method: 'GET',
  path: '/api/cases/{id}',
  summary: `One case; ${MASKING_NOTE}`,
  params: idParams,
  resource: 'Case',
  responses: { 200: { description: 'The case', schema: caseJson }, 404: { description: 'Unknown, or another insurer’s case' } },
})

export const pendingIcdContract = contract({
  method: 'GET',
  path: '/api/cases/pending-icd',
  summary: 'Cases without an ICD-10 code, oldest first',
  query: casePageQuery,
  responses: keysetListResponses(casePage, 'One page of cases'),
})

export const pendingCodingContract = contract({
  method: 'GET',
  path: '/api/cases/pending-coding',
  summary: 'Cases with a Gutachten whose result or therapy change is not coded yet, oldest first',
  query: casePageQuery,
  responses: keysetListResponses(casePage, 'One page of cases'),
})

export const updateKvnrContract = contract({
  method: 'PUT',
  path: '/api/cases/{id}/kvnr',
  summary: 'Set the KVNR; a random or legacy fall_id is rebuilt as <datum>_<KVNR>[-n]',
  roles: ['admin'],
  params: idParams,
  resource: 'Case',
  body: kvnrBody,
  responses: {
    200: { description: 'The updated case', schema: caseJson },
    ...refusals({ 409: 'version_conflict', 422: 'kvnr_format or kvnr_check_digit' }),
  },
})

export const contracts: Contract[] = [listCasesContract, getCaseContract, pendingIcdContract, pendingCodingContract, updateKvnrContract]
