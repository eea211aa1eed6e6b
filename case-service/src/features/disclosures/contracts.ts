import { contractsFor, keysetListResponses, refusals, type Contract } from '@case/http/contract'
import { idParams } from '@case/http/pathParams'
import {
  createDisclosureBody,
  disclosureJson,
  disclosureListQuery,
  disclosurePage,
  rejectDisclosureBody,
  reRequestBody,
  reRequestPrefill,
} from './disclosureSchemas'

const tags = ['disclosures']
const contract = contractsFor({ tags })
const admin = ['admin'] as const
const employee = ['kasse_mitarbeiter'] as const
const ok = { description: 'The request afterwards', schema: disclosureJson }
const transitionErrors = {
  ...refusals({ 404: 'Unknown request, or another employee’s', 409: 'illegal_transition: not allowed from the current status' }),
}

export const createDisclosureContract = contract({
  method: 'POST',
  path: '/api/cases/{id}/disclosure-requests',
  summary: 'Ask to see a case unmasked (pending until an admin decides)',
  roles: employee,
  params: idParams,
  resource: 'Case',
  body: createDisclosureBody,
  responses: {
    201: { description: 'The pending request', schema: disclosureJson },
    ...refusals({ 404: 'Unknown case, or another insurer’s', 409: 'disclosure_request_open: a pending or valid request for this case exists' }),
  },
})

export const listAllDisclosuresContract = contract({
  method: 'GET',
  path: '/api/admin/disclosure-requests',
  summary: 'All disclosure requests, newest first (all statuses unless filtered)',
  roles: admin,
  query: disclosureListQuery,
  responses: keysetListResponses(disclosurePage, 'One page of requests'),
})

const adminAction = (verb: 'approve' | 'revoke' | 'reactivate', summary: string) =>
  contract({
    method: 'PUT',
    path: `/api/admin/disclosure-requests/{id}/${verb}`,
    summary,
    roles: admin,
    params: idParams,
    resource: 'Disclosure request',
    responses: { 200: ok, ...transitionErrors },
  })

export const approveDisclosureContract = adminAction('approve', 'Approve a pending request: valid for 24 hours')
export const revokeDisclosureContract = adminAction('revoke', 'Revoke a valid disclosure')
export const reactivateDisclosureContract = adminAction('reactivate', 'Approve a revoked or expired request again for a new 24 hours')

export const rejectDisclosureContract = contract({
  method: 'PUT',
  path: '/api/admin/disclosure-requests/{id}/reject',
  summary: 'Reject a pending request, with a reason for the employee',
  roles: admin,
  params: idParams,
  resource: 'Disclosure request',
  body: rejectDisclosureBody,
  responses: { 200: ok, ...transitionErrors },
})

export const deleteDisclosureContract = contract({
  method: 'DELETE',
  path: '/api/admin/disclosure-requests/{id}',
  summary: 'Hard-delete a revoked, expired or rejected request',
  roles: admin,
  params: idParams,
  resource: 'Disclosure request',
  responses: { 204: { description: 'Deleted' }, ...transitionErrors },
})

export const listMyDisclosuresContract = contract({
  method: 'GET',
  path: '/api/cases/my-disclosure-requests',
  summary: 'The caller’s own disclosure requests, newest first (all statuses unless filtered)',
  roles: employee,
  query: disclosureListQuery,
  responses: keysetListResponses(disclosurePage, 'One page of requests'),
})

export const revokeOwnDisclosureContract = contract({
  method: 'PUT',
  path: '/api/cases/disclosure-requests/{id}/revoke',
  summary: 'Give up one’s own valid disclosure',
  roles: employee,
  params: idParams,
  resource: 'Disclosure request',
  responses: { 200: ok, ...transitionErrors },
})

export const deleteOwnDisclosureContract = contract({
  method: 'DELETE',
  path: '/api/cases/disclosure-requests/{id}',
  summary: 'Hard-delete one’s own expired, revoked or rejected request',
  roles: employee,
  params: idParams,
  resource: 'Disclosure request',
  responses: { 204: { description: 'Deleted' }, ...transitionErrors },
})

export const reRequestContract = contract({
  method: 'POST',
  path: '/api/cases/disclosure-requests/{id}/re-request',
  summary: 'A new pending request from an expired, revoked or rejected one (body optional; reason defaults to the old one)',
  roles: employee,
  params: idParams,
  resource: 'Disclosure request',
  body: reRequestBody,
  bodyOptional: true,
  responses: { 201: { description: 'The new pending request', schema: disclosureJson }, ...transitionErrors },
})

export const reRequestPrefillContract = contract({
  method: 'GET',
  path: '/api/cases/disclosure-requests/{id}/re-request',
  summary: 'The pre-filled re-request form (the earlier reason)',
  roles: employee,
  params: idParams,
  resource: 'Disclosure request',
  responses: { 200: { description: 'Pre-fill', schema: reRequestPrefill }, ...transitionErrors },
})

export const contracts: Contract[] = [
  createDisclosureContract,
  listAllDisclosuresContract,
  approveDisclosureContract,
  rejectDisclosureContract,
  revokeDisclosureContract,
  reactivateDisclosureContract,
  deleteDisclosureContract,
  listMyDisclosuresContract,
  revokeOwnDisclosureContract,
  deleteOwnDisclosureContract,
  reRequestContract,
  reRequestPrefillContract,
]
