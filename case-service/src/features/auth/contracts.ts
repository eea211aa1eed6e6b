import { z } from 'zod'
import { errorBodyOf, fieldErrorSchema } from '@case/http/apiError'
import { contractsFor, refusals, type Contract } from '@case/http/contract'
import { userViewSchema } from './userView'
import { downloadTokenBody, downloadTokenResponse } from './downloadTokenService'
import {
  avatarUploadForm,
  changePasswordBody,
  loginBody,
  loginResponse,
  mfaDisableBody,
  mfaSetupResponse,
  mfaVerifyBody,
  profileBody,
  refreshTokenBody,
  registerBody,
  sessionResponse,
} from './schemas'

const tags = ['auth']
const contract = contractsFor({ tags })

/** Names are bounded before the store is asked; which names exist is the store's business (404). */
export const avatarFileParams = z.object({ name: z.string().max(64).describe('<32 hex digits>.webp') })
const locked = {
  description: 'account_locked: too many failed attempts; locked_until says until when',
  schema: errorBodyOf(fieldErrorSchema, { locked_until: z.iso.datetime().describe('When the lock ends') }),
}

export const loginContract = contract({
  method: 'POST',
  path: '/api/auth/login',
  summary: 'Log in with e-mail and password (and the TOTP code when MFA is on)',
  auth: 'none',
  body: loginBody,
  responses: {
    200: { description: 'Tokens, or {mfa_required: true} when the code is missing', schema: loginResponse },
    401: { description: 'invalid_credentials or mfa_invalid' },
    423: locked,
    429: { description: 'Too many attempts from this IP (Retry-After)' },
  },
})

export const downloadTokenContract = contract({
  method: 'POST',
  path: '/api/auth/download-token',
  summary: 'A token for one download link (?token=): valid 60 seconds, for exactly the given path and query',
  body: downloadTokenBody,
  responses: {
    200: { description: 'The token and when it expires', schema: downloadTokenResponse },
    422: { description: 'Not a download route of this service' },
  },
})

export const refreshContract = contract({
  method: 'POST',
  path: '/api/auth/refresh',
  summary: 'Exchange a refresh token (single use) for a new pair',
  auth: 'none',
  body: refreshTokenBody,
  responses: {
    200: { description: 'New token pair', schema: sessionResponse },
    401: { description: 'refresh_invalid, refresh_expired, refresh_revoked or refresh_reused (family revoked)' },
  },
})

export const logoutContract = contract({
  method: 'POST',
  path: '/api/auth/logout',
  summary: 'Revoke the refresh-token family of this session',
  body: refreshTokenBody,
  responses: { 204: { description: 'Revoked' } },
})

export const changePasswordContract = contract({
  method: 'POST',
  path: '/api/auth/change-password',
  summary: 'Change the own password; every session is revoked and a new pair returned',
  body: changePasswordBody,
  responses: {
    200: { description: 'New token pair for this client', schema: sessionResponse },
    422: { description: 'password_invalid (current) or a password-policy code (new)' },
    423: locked,
  },
})

export const registerContract = contract({
  method: 'POST',
  path: '/api/auth/register',
  summary: 'Register with an invitation token; the role comes from the invitation',
  auth: 'none',
  body: registerBody,
  responses: {
    201: { description: 'Registered', schema: z.object({ user: userViewSchema }) },
    ...refusals({
      404: 'invitation_invalid',
      409: 'invitation_used, invitation_expired or email_taken',
      422: 'email_domain_not_allowed, invitation_email_mismatch or a password-policy code',
      429: 'Too many attempts from this IP (the login budget; Retry-After)',
    }),
  },
})

export const mfaSetupContract = contract({
  method: 'POST',
  path: '/api/auth/mfa/setup',
  summary: 'Start TOTP enrolment: a new pending secret',
  responses: { 200: { description: 'Secret, otpauth URL and QR code', schema: mfaSetupResponse }, 409: { description: 'mfa_already_enabled' } },
})

export const mfaVerifyContract = contract({
  method: 'POST',
  path: '/api/auth/mfa/verify',
  summary: 'Turn MFA on with a code from the pending secret; other sessions are revoked',
  body: mfaVerifyBody,
  responses: {
    200: { description: 'New token pair for this client', schema: sessionResponse },
    ...refusals({ 409: 'mfa_already_enabled or mfa_setup_required', 422: 'mfa_invalid' }),
  },
})

export const mfaDisableContract = contract({
  method: 'POST',
  path: '/api/auth/mfa/disable',
  summary: 'Turn MFA off with password and code; other sessions are revoked',
  body: mfaDisableBody,
  responses: {
    200: { description: 'New token pair for this client', schema: sessionResponse },
    ...refusals({ 409: 'mfa_not_enabled', 422: 'password_invalid or mfa_invalid' }),
    423: locked,
  },
})

export const meContract = contract({
  method: 'GET',
  path: '/api/auth/me',
  summary: 'The caller',
  responses: { 200: { description: 'User', schema: userViewSchema } },
})

export const updateProfileContract = contract({
  method: 'PUT',
  path: '/api/auth/profile',
  summary: 'Change own name and/or e-mail address (domain whitelist)',
  body: profileBody,
  responses: {
    200: { description: 'User', schema: userViewSchema },
    ...refusals({ 409: 'email_taken', 422: 'email_domain_not_allowed' }),
  },
})

export const uploadAvatarContract = contract({
  method: 'POST',
  path: '/api/auth/avatar',
  summary: 'Upload the own avatar',
  body: avatarUploadForm,
  bodyContentType: 'multipart/form-data',
  responses: {
    200: { description: 'User with avatar_url', schema: userViewSchema },
    ...refusals({ 413: 'Larger than 2 MB', 415: 'Not a PNG, JPEG or WebP image' }),
  },
})

export const deleteAvatarContract = contract({
  method: 'DELETE',
  path: '/api/auth/avatar',
  summary: 'Remove the own avatar',
  responses: { 204: { description: 'Removed' } },
})

export const avatarFileContract = contract({
  method: 'GET',
  path: '/avatars/{name}',
  summary: 'An avatar image (the avatar_url of a user); public and immutable, names are random',
  auth: 'none',
  params: avatarFileParams,
  resource: 'Avatar',
  responses: {
    200: { description: 'The WebP image', contentType: 'image/webp' },
    404: { description: 'not_found: no avatar of that name' },
  },
})

export const contracts: Contract[] = [avatarFileContract, loginContract, downloadTokenContract, refreshContract, logoutContract, changePasswordContract, registerContract, mfaSetupContract, mfaVerifyContract, mfaDisableContract, meContract, updateProfileContract, uploadAvatarContract, deleteAvatarContract]
