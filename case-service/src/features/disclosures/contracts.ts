import { byId, contractsFor, created, keysetList, noContent, ok, refusals, type Contract } from '@case/http/contract'
import {
  createDisclosureBody,
  disclosureJson,
  disclosureListQuery,
  disclosurePage,
  rejectDisclosureBody,
  reRequestBody,
  reRequestPrefill,
} from './schemas'

const tags = ['disclosures']
const employeeContract = contractsFor({ tags, roles: ['kasse_mitarbeiter'] })
const adminContract = contractsFor({ tags, roles: ['admin'] })
/** Operations on one request: by an admin, or by the employee whose request it is. */
const ownRequest = contractsFor({ tags, roles: ['kasse_mitarbeiter'], ...byId('Disclosure request') })
const anyRequest = contractsFor({ tags, roles: ['admin'], ...byId('Disclosure request') })
const transitionErrors = refusals({
  404: 'Unknown request, or another employee’s',
  409: 'illegal_transition: not allowed from the current status',
})
/** A status change of one request (admin's or employee's): the request afterwards. */
const transition = (summary: string, description: string) => ({
  summary,
  description,
  responses: { ...ok('The request afterwards', disclosureJson), ...transitionErrors },
})
/** Hard-deleting a finished request (admin's or employee's). */
const deletion = (summary: string, description: string) => ({
  summary,
  description,
  responses: { ...noContent('Deleted'), ...transitionErrors },
})
/** Admins list all requests, employees their own: the same filters and pages. */
const requestPages = keysetList(disclosureListQuery, disclosurePage, 'One page of requests')

export const createDisclosureContract = employeeContract.post('/api/cases/{id}/disclosure-requests', {
  summary: 'Ask to see a case unmasked (pending until an admin decides)',
  description:
    'An employee asks to see one case unmasked, with a reason. The request stays pending until an admin approves or rejects it; the admins are notified.',
  ...byId('Case'),
  idempotent: true,
  body: createDisclosureBody,
  responses: {
    ...created('The pending request', disclosureJson),
    ...refusals({
      404: 'Unknown case, or another insurer’s',
      409: 'disclosure_request_open: a pending or valid request for this case exists',
    }),
  },
})

export const listAllDisclosuresContract = adminContract.get('/api/admin/disclosure-requests', {
  summary: 'All disclosure requests, newest first (all statuses unless filtered)',
  description:
    'Every disclosure request, newest first, paged by cursor, optionally only one status: the admins’ decision queue.',
  ...requestPages,
})

const adminAction = (verb: 'approve' | 'revoke' | 'reactivate', summary: string, description: string) =>
  anyRequest.put(`/api/admin/disclosure-requests/{id}/${verb}`, transition(summary, description))

export const approveDisclosureContract = adminAction(
  'approve',
  'Approve a pending request: valid for 24 hours',
  'Approves a pending request: the employee sees the case unmasked for 24 hours (valid_until) and is notified.',
)
export const revokeDisclosureContract = adminAction(
  'revoke',
  'Revoke a valid disclosure',
  'Ends a valid disclosure before it expires; the case is masked again for the employee at once.',
)
export const reactivateDisclosureContract = adminAction(
  'reactivate',
  'Approve a revoked or expired request again for a new 24 hours',
  'Approves a revoked or expired request again, for a new 24 hours.',
)

export const rejectDisclosureContract = anyRequest.put('/api/admin/disclosure-requests/{id}/reject', {
  ...transition(
    'Reject a pending request, with a reason for the employee',
    'Rejects a pending request with a reason the employee is shown and notified of.',
  ),
  body: rejectDisclosureBody,
})

export const deleteDisclosureContract = anyRequest.delete(
  '/api/admin/disclosure-requests/{id}',
  deletion(
    'Hard-delete a revoked, expired or rejected request',
    'Removes a request that is no longer in effect (revoked, expired or rejected); pending and valid ones cannot be deleted.',
  ),
)

const oneRequest = {
  responses: { ...ok('The request', disclosureJson), ...refusals({ 404: 'Unknown request, or another employee’s' }) },
}

export const getDisclosureContract = anyRequest.get('/api/admin/disclosure-requests/{id}', {
  summary: 'One disclosure request',
  description: 'One request with its status, validity and decision, as the list shows it (notifications link here).',
  ...oneRequest,
})

export const getOwnDisclosureContract = ownRequest.get('/api/cases/disclosure-requests/{id}', {
  summary: 'One of the caller’s own disclosure requests',
  description: 'One of the caller’s own requests (another employee’s is a 404), with the Fall-ID masked.',
  ...oneRequest,
})

export const listMyDisclosuresContract = employeeContract.get('/api/cases/my-disclosure-requests', {
  summary: 'The caller’s own disclosure requests, newest first (all statuses unless filtered)',
  description: 'The caller’s own disclosure requests with their status and valid_until, newest first, paged by cursor.',
  ...requestPages,
})

export const revokeOwnDisclosureContract = ownRequest.put(
  '/api/cases/disclosure-requests/{id}/revoke',
  transition(
    'Give up one’s own valid disclosure',
    'The employee gives up a valid disclosure of their own; the case is masked again for them.',
  ),
)

export const deleteOwnDisclosureContract = ownRequest.delete(
  '/api/cases/disclosure-requests/{id}',
  deletion(
    'Hard-delete one’s own expired, revoked or rejected request',
    'Removes one of the caller’s own requests that is no longer in effect (expired, revoked or rejected).',
  ),
)

export const reRequestContract = ownRequest.post('/api/cases/disclosure-requests/{id}/re-request', {
  summary:
    'A new pending request from an expired, revoked or rejected one (body optional; reason defaults to the old one)',
  description:
    'Asks again for a case whose earlier request expired, was revoked or was rejected; the new request refers to the old one. Without a body the earlier reason is reused.',
  body: reRequestBody,
  bodyOptional: true,
  responses: { ...created('The new pending request', disclosureJson), ...transitionErrors },
})

export const reRequestPrefillContract = ownRequest.get('/api/cases/disclosure-requests/{id}/re-request', {
  summary: 'The pre-filled re-request form (the earlier reason)',
  description:
    'What a new request for the same case would be sent with: the case and the earlier reason, for a pre-filled form.',
  responses: { ...ok('Pre-fill', reRequestPrefill), ...transitionErrors },
})

export const contracts: Contract[] = [
  createDisclosureContract,
  listAllDisclosuresContract,
  getDisclosureContract,
  getOwnDisclosureContract,
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
