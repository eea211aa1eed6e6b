import { contractsFor, keysetListResponses, refusals, type Contract } from '@case/http/contract'
import { idParams } from '@case/http/pathParams'
import {
  createdInvitationSchema,
  createInvitationBody,
  createUserBody,
  invitationPage,
  listInvitationsQuery,
  listUsersQuery,
  updateUserBody,
  userPage,
} from './schemas'
import { userViewSchema } from '@case/features/auth/userView'

const userContract = contractsFor({ tags: ['admin: users'], roles: ['admin'] })
const invitationContract = contractsFor({ tags: ['admin: invitations'], roles: ['admin'] })

export const listUsersContract = userContract({
  method: 'GET',
  path: '/api/admin/users',
  summary: 'List users',
  query: listUsersQuery,
  responses: keysetListResponses(userPage, 'A page of users (by e-mail)'),
})

export const createUserContract = userContract({
  method: 'POST',
  path: '/api/admin/users',
  summary: 'Create a user with an initial password',
  body: createUserBody,
  responses: {
    201: { description: 'Created', schema: userViewSchema },
    ...refusals({ 409: 'email_taken', 422: 'Validation or password-policy code' }),
  },
})

export const getUserContract = userContract({
  method: 'GET',
  path: '/api/admin/users/{id}',
  summary: 'One user',
  params: idParams,
  resource: 'User',
  responses: { 200: { description: 'User', schema: userViewSchema }, 404: { description: 'Unknown user' } },
})

export const updateUserContract = userContract({
  method: 'PUT',
  path: '/api/admin/users/{id}',
  summary: 'Change role, name, active; unlock. Role change or deactivation revokes all sessions',
  params: idParams,
  resource: 'User',
  body: updateUserBody,
  responses: {
    200: { description: 'User', schema: userViewSchema },
    ...refusals({ 404: 'Unknown user', 409: 'cannot_demote_self, cannot_deactivate_self, last_admin or email_taken' }),
  },
})

export const deleteUserContract = userContract({
  method: 'DELETE',
  path: '/api/admin/users/{id}',
  summary: 'Delete a user',
  params: idParams,
  resource: 'User',
  responses: { 204: { description: 'Deleted' }, ...refusals({ 404: 'Unknown user', 409: 'cannot_delete_self or last_admin' }) },
})

export const resetUserMfaContract = userContract({
  method: 'POST',
  path: '/api/admin/users/{id}/mfa/reset',
  summary: "Turn a user's MFA off (lost authenticator); revokes their sessions",
  params: idParams,
  resource: 'User',
  responses: { 200: { description: 'User', schema: userViewSchema }, ...refusals({ 404: 'Unknown user', 409: 'cannot_reset_own_mfa' }) },
})

export const listInvitationsContract = invitationContract({
  method: 'GET',
  path: '/api/admin/invitations',
  summary: 'List invitations (without tokens)',
  query: listInvitationsQuery,
  responses: keysetListResponses(invitationPage, 'A page of invitations, newest first'),
})

export const createInvitationContract = invitationContract({
  method: 'POST',
  path: '/api/admin/invitations',
  summary: 'Create an invitation; the token and registration link are shown once',
  body: createInvitationBody,
  responses: { 201: { description: 'Created', schema: createdInvitationSchema }, 422: { description: 'email_domain_not_allowed' } },
})

export const deleteInvitationContract = invitationContract({
  method: 'DELETE',
  path: '/api/admin/invitations/{id}',
  summary: 'Delete an invitation',
  params: idParams,
  resource: 'Invitation',
  responses: { 204: { description: 'Deleted' }, 404: { description: 'Unknown invitation' } },
})

export const contracts: Contract[] = [listUsersContract, createUserContract, getUserContract, updateUserContract, deleteUserContract, resetUserMfaContract, listInvitationsContract, createInvitationContract, deleteInvitationContract]
