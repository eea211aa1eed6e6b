import { defineContract, keysetListResponses, refusals, type Contract } from '@case/http/contract'
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

const admin = { auth: 'bearer', roles: ['admin'] } as const
const userTags = ['admin: users']
const invitationTags = ['admin: invitations']

export const listUsersContract = defineContract({
  method: 'GET',
  path: '/api/admin/users',
  summary: 'List users',
  tags: userTags,
  ...admin,
  query: listUsersQuery,
  responses: keysetListResponses(userPage, 'A page of users (by e-mail)'),
})

export const createUserContract = defineContract({
  method: 'POST',
  path: '/api/admin/users',
  summary: 'Create a user with an initial password',
  tags: userTags,
  ...admin,
  body: createUserBody,
  responses: {
    201: { description: 'Created', schema: userViewSchema },
    ...refusals({ 409: 'email_taken', 422: 'Validation or password-policy code' }),
  },
})

export const getUserContract = defineContract({
  method: 'GET',
  path: '/api/admin/users/{id}',
  summary: 'One user',
  tags: userTags,
  ...admin,
  params: idParams,
  resource: 'User',
  responses: { 200: { description: 'User', schema: userViewSchema }, 404: { description: 'Unknown user' } },
})

export const updateUserContract = defineContract({
  method: 'PUT',
  path: '/api/admin/users/{id}',
  summary: 'Change role, name, active; unlock. Role change or deactivation revokes all sessions',
  tags: userTags,
  ...admin,
  params: idParams,
  resource: 'User',
  body: updateUserBody,
  responses: {
    200: { description: 'User', schema: userViewSchema },
    ...refusals({ 404: 'Unknown user', 409: 'cannot_demote_self, cannot_deactivate_self, last_admin or email_taken' }),
  },
})

export const deleteUserContract = defineContract({
  method: 'DELETE',
  path: '/api/admin/users/{id}',
  summary: 'Delete a user',
  tags: userTags,
  ...admin,
  params: idParams,
  resource: 'User',
  responses: { 204: { description: 'Deleted' }, ...refusals({ 404: 'Unknown user', 409: 'cannot_delete_self or last_admin' }) },
})

export const resetUserMfaContract = defineContract({
  method: 'POST',
  path: '/api/admin/users/{id}/mfa/reset',
  summary: "Turn a user's MFA off (lost authenticator); revokes their sessions",
  tags: userTags,
  ...admin,
  params: idParams,
  resource: 'User',
  responses: { 200: { description: 'User', schema: userViewSchema }, ...refusals({ 404: 'Unknown user', 409: 'cannot_reset_own_mfa' }) },
})

export const listInvitationsContract = defineContract({
  method: 'GET',
  path: '/api/admin/invitations',
  summary: 'List invitations (without tokens)',
  tags: invitationTags,
  ...admin,
  query: listInvitationsQuery,
  responses: keysetListResponses(invitationPage, 'A page of invitations, newest first'),
})

export const createInvitationContract = defineContract({
  method: 'POST',
  path: '/api/admin/invitations',
  summary: 'Create an invitation; the token and registration link are shown once',
  tags: invitationTags,
  ...admin,
  body: createInvitationBody,
  responses: { 201: { description: 'Created', schema: createdInvitationSchema }, 422: { description: 'email_domain_not_allowed' } },
})

export const deleteInvitationContract = defineContract({
  method: 'DELETE',
  path: '/api/admin/invitations/{id}',
  summary: 'Delete an invitation',
  tags: invitationTags,
  ...admin,
  params: idParams,
  resource: 'Invitation',
  responses: { 204: { description: 'Deleted' }, 404: { description: 'Unknown invitation' } },
})

export const contracts: Contract[] = [listUsersContract, createUserContract, getUserContract, updateUserContract, deleteUserContract, resetUserMfaContract, listInvitationsContract, createInvitationContract, deleteInvitationContract]
