import { byId, contractsFor, created, keysetList, noContent, ok, refusals, type Contract } from '@case/http/contract'
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

const userAdministration = { tags: ['admin: users'], roles: ['admin' as const] }
const userContract = contractsFor(userAdministration)
const oneUser = contractsFor({ ...userAdministration, ...byId('User') })
const invitationContract = contractsFor({ tags: ['admin: invitations'], roles: ['admin'] })
const userResponse = ok('User', userViewSchema)

export const listUsersContract = userContract.get('/api/admin/users', {
  summary: 'List users',
  description: 'All user accounts, paged by cursor (next_cursor); include_total=true adds the total count.',
  ...keysetList(listUsersQuery, userPage, 'A page of users (by e-mail)'),
})

export const createUserContract = userContract.post('/api/admin/users', {
  summary: 'Create a user with an initial password',
  description:
    'Creates an account directly with an initial password (the password policy applies); invitations are the alternative that lets users choose their own password.',
  body: createUserBody,
  responses: {
    ...created('Created', userViewSchema),
    ...refusals({ 409: 'email_taken', 422: 'Validation or password-policy code' }),
  },
})

export const getUserContract = oneUser.get('/api/admin/users/{id}', {
  summary: 'One user',
  description: 'One user account, including lock and failed-login state.',
  responses: { ...userResponse, ...refusals({ 404: 'Unknown user' }) },
})

export const updateUserContract = oneUser.put('/api/admin/users/{id}', {
  summary: 'Change role, name, active; unlock. Role change or deactivation revokes all sessions',
  description:
    'Changes role, name or active state, or lifts a login lock (unlock: true). A role change or a deactivation ends all sessions of that user.',
  body: updateUserBody,
  responses: {
    ...userResponse,
    ...refusals({ 404: 'Unknown user', 409: 'cannot_demote_self, cannot_deactivate_self, last_admin or email_taken' }),
  },
})

export const deleteUserContract = oneUser.delete('/api/admin/users/{id}', {
  summary: 'Delete a user',
  description: 'Deletes the account and its sessions; audit entries keep the user id.',
  responses: { ...noContent('Deleted'), ...refusals({ 404: 'Unknown user', 409: 'cannot_delete_self or last_admin' }) },
})

export const resetUserMfaContract = oneUser.post('/api/admin/users/{id}/mfa/reset', {
  summary: "Turn a user's MFA off (lost authenticator); revokes their sessions",
  description:
    'For a user who lost the authenticator: turns MFA off and ends the user’s sessions, so the next login needs only the password.',
  responses: { ...userResponse, ...refusals({ 404: 'Unknown user', 409: 'cannot_reset_own_mfa' }) },
})

export const listInvitationsContract = invitationContract.get('/api/admin/invitations', {
  summary: 'List invitations (without tokens)',
  description:
    'Invitations with their status (pending, used, expired), newest first, paged by cursor. Tokens are never listed: they are shown once, at creation.',
  ...keysetList(listInvitationsQuery, invitationPage, 'A page of invitations, newest first'),
})

export const createInvitationContract = invitationContract.post('/api/admin/invitations', {
  summary: 'Create an invitation; the token and registration link are shown once',
  description:
    'Creates a registration token for a role, optionally bound to one e-mail address, valid 1 to 30 days. The token and the registration link are in this answer only.',
  idempotent: true,
  body: createInvitationBody,
  responses: { ...created('Created', createdInvitationSchema), ...refusals({ 422: 'email_domain_not_allowed' }) },
})

export const deleteInvitationContract = invitationContract.delete('/api/admin/invitations/{id}', {
  summary: 'Delete an invitation',
  description: 'Deletes an invitation; its token no longer registers anyone.',
  ...byId('Invitation'),
  responses: { ...noContent('Deleted'), ...refusals({ 404: 'Unknown invitation' }) },
})

export const contracts: Contract[] = [
  listUsersContract,
  createUserContract,
  getUserContract,
  updateUserContract,
  deleteUserContract,
  resetUserMfaContract,
  listInvitationsContract,
  createInvitationContract,
  deleteInvitationContract,
]
