import { z } from 'zod'
import { problemBodyOf, fieldErrorSchema } from '@case/http/apiError'
import { contractsFor, noContent, ok, refusals, type Contract } from '@case/http/contract'
import { userViewSchema } from './userView'
import { downloadTokenBody, downloadTokenResponse } from './downloadTokenService'
import {
  avatarUploadForm,
  browserLoginResponse,
  browserSessionResponse,
  changePasswordBody,
  csrfTokenResponse,
  loginBody,
  loginResponse,
  mfaDisableBody,
  mfaSetupBody,
  mfaSetupResponse,
  mfaVerifyBody,
  newSessionResponse as newSessionSchema,
  profileBody,
  refreshTokenBody,
  registerBody,
  sessionResponse,
} from './schemas'

const contract = contractsFor({ tags: ['auth'] })
/** Login, refresh, registration and avatar images: no access token needed. */
const publicContract = contractsFor({ tags: ['auth'], auth: 'none' })

/** Names are bounded before the store is asked; which names exist is the store's business (404). */
export const avatarFileParams = z.object({ name: z.string().max(64).describe('<32 hex digits>.webp') })
const SET_COOKIE = ['Set-Cookie'] as const
const newSessionResponse = {
  200: {
    description:
      'New token pair for this client; a browser session (started at POST /api/auth/session) gets the new refresh token as its cookie instead, with a new csrf_token',
    schema: newSessionSchema,
    headers: SET_COOKIE,
  },
}
const userResponse = ok('User', userViewSchema)
const locked = {
  description: 'account_locked: too many failed attempts; locked_until says until when',
  schema: problemBodyOf(fieldErrorSchema, { locked_until: z.iso.datetime().describe('When the lock ends') }),
}

export const loginContract = publicContract.post('/api/auth/login', {
  summary: 'Log in with e-mail and password (and the TOTP code when MFA is on)',
  description:
    'Exchanges e-mail and password for an access token (15 min) and a refresh token. When the account has MFA on and no totp_code was sent, the answer is outcome "mfa_required": send the login again with the code.',
  body: loginBody,
  rateLimited: true,
  responses: {
    ...ok('Tokens, or {mfa_required: true} when the code is missing', loginResponse),
    401: { description: 'invalid_credentials or mfa_invalid' },
    423: locked,
    429: { description: 'Too many attempts from this IP (Retry-After)' },
  },
})

export const downloadTokenContract = contract.post('/api/auth/download-token', {
  summary: 'A single-use token for one download link (?token=): valid 60 seconds, for exactly the given path and query',
  description:
    'Browsers cannot send an Authorization header with a plain link: ask for a token here and append it as ?token= to the download URL. It is valid once, for 60 seconds, for exactly that path and query.',
  body: downloadTokenBody,
  responses: {
    ...ok('The token and when it expires', downloadTokenResponse),
    ...refusals({
      403: 'forbidden: the download route is not for the caller’s role',
      422: 'Not a download route of this service',
    }),
  },
})

export const refreshContract = publicContract.post('/api/auth/refresh', {
  summary: 'Exchange a refresh token (single use) for a new pair',
  description:
    'Returns a new token pair for a refresh token; each refresh token works once. Using a refresh token a second time revokes its whole family (a stolen token is detected).',
  body: refreshTokenBody,
  responses: {
    ...ok('New token pair', sessionResponse),
    ...refusals({ 401: 'refresh_invalid, refresh_expired, refresh_revoked or refresh_reused (family revoked)' }),
  },
})

const BROWSER_SESSION =
  'Browser sessions of the case web app: the refresh token travels only in the HttpOnly cookie case_refresh (Path=/api/auth/session), the access token stays in the page’s memory.'
const CSRF_RULE =
  'CSRF: the Origin header must be this service’s origin (CASE_PUBLIC_URL) and X-CSRF-Token the csrf_token of the cookie’s session; otherwise 403 csrf_failed.'

export const sessionLoginContract = publicContract.post('/api/auth/session', {
  summary: 'Browser login: access token in JSON, refresh token in an HttpOnly cookie',
  description: `${BROWSER_SESSION} Same checks, lockout and rate limit as POST /api/auth/login; the answer carries the csrf_token for the cookie routes and the idle logout time.`,
  body: loginBody,
  rateLimited: true,
  responses: {
    200: {
      description: 'The session (cookie set), or {mfa_required: true} when the code is missing',
      schema: browserLoginResponse,
      headers: SET_COOKIE,
    },
    401: { description: 'invalid_credentials or mfa_invalid' },
    423: locked,
    429: { description: 'Too many attempts from this IP (Retry-After)' },
  },
})

export const sessionCsrfContract = publicContract.get('/api/auth/session/csrf', {
  summary: 'The CSRF token of the browser session cookie (after a page reload)',
  description: `${BROWSER_SESSION} A reloaded page asks here for the csrf_token, then calls POST /api/auth/session/refresh. Changes nothing.`,
  sessionCookie: 'read',
  responses: {
    ...ok('The csrf_token bound to the cookie', csrfTokenResponse),
    ...refusals({ 401: 'session_missing: no session cookie' }),
  },
})

export const sessionRefreshContract = publicContract.post('/api/auth/session/refresh', {
  summary: 'Rotate the browser session cookie: a new access token and cookie',
  description: `${BROWSER_SESSION} ${CSRF_RULE} The cookie’s refresh token is rotated like at POST /api/auth/refresh (a reused one revokes its family); a refused cookie is removed.`,
  sessionCookie: 'csrf',
  responses: {
    200: {
      description: 'New access token; the new refresh token is the cookie',
      schema: browserSessionResponse,
      headers: SET_COOKIE,
    },
    401: {
      description:
        'session_missing, refresh_invalid, refresh_expired, refresh_revoked or refresh_reused (family revoked); the cookie is removed',
      headers: SET_COOKIE,
    },
    ...refusals({ 403: 'csrf_failed: Origin or X-CSRF-Token wrong or missing' }),
  },
})

export const sessionLogoutContract = publicContract.post('/api/auth/session/logout', {
  summary: 'End the browser session: revoke the cookie’s session and remove the cookie',
  description: `${BROWSER_SESSION} ${CSRF_RULE} Revokes the session of the cookie (and of the Bearer access token, if one is sent) and removes the cookie; without a cookie only the Origin is checked.`,
  sessionCookie: 'csrf',
  responses: {
    204: { description: 'Ended; the cookie is removed', headers: SET_COOKIE },
    ...refusals({ 403: 'csrf_failed: Origin or X-CSRF-Token wrong or missing' }),
  },
})

export const logoutContract = contract.post('/api/auth/logout', {
  summary:
    'End this session: its access and refresh tokens (and the family of the refresh token sent, if it is the caller’s)',
  description:
    'Revokes the access token of the request and the refresh token sent (with its family). Other sessions of the user stay valid.',
  body: refreshTokenBody,
  responses: noContent('Revoked'),
})

export const changePasswordContract = contract.post('/api/auth/change-password', {
  summary: 'Change the own password; every session is revoked and a new pair returned',
  description:
    'Checks the current password and the password policy for the new one. All sessions of the user end; the answer carries a fresh token pair for this client.',
  body: changePasswordBody,
  responses: {
    ...newSessionResponse,
    ...refusals({ 422: 'password_invalid (current) or a password-policy code (new)' }),
    423: locked,
  },
})

export const registerContract = publicContract.post('/api/auth/register', {
  summary: 'Register with an invitation token; the role comes from the invitation',
  description:
    'Creates an account from an invitation token (POST /api/admin/invitations); the role comes from the invitation. Shares the login rate limit per IP.',
  body: registerBody,
  rateLimited: true,
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

export const mfaSetupContract = contract.post('/api/auth/mfa/setup', {
  summary: 'Start TOTP enrolment with the current password: a new pending secret',
  description:
    'First step of TOTP enrolment: returns a new secret (text, otpauth URL and QR code) that stays pending until POST /api/auth/mfa/verify confirms a code from it.',
  body: mfaSetupBody,
  responses: {
    ...ok('Secret, otpauth URL and QR code', mfaSetupResponse),
    ...refusals({ 409: 'mfa_already_enabled', 422: 'password_invalid' }),
    423: locked,
  },
})

export const mfaVerifyContract = contract.post('/api/auth/mfa/verify', {
  summary:
    'Turn MFA on with the current password and a code from the pending secret; other sessions are revoked, the user is notified',
  description:
    'Second step of TOTP enrolment: a code from the pending secret turns MFA on. Other sessions end and the user is notified; the answer carries a fresh token pair.',
  body: mfaVerifyBody,
  responses: {
    ...newSessionResponse,
    ...refusals({ 409: 'mfa_already_enabled or mfa_setup_required', 422: 'password_invalid or mfa_invalid' }),
    423: locked,
  },
})

export const mfaDisableContract = contract.post('/api/auth/mfa/disable', {
  summary: 'Turn MFA off with password and code; other sessions are revoked, the user is notified',
  description: 'Turns MFA off after checking password and a current code. Other sessions end and the user is notified.',
  body: mfaDisableBody,
  responses: {
    ...newSessionResponse,
    ...refusals({ 409: 'mfa_not_enabled', 422: 'password_invalid or mfa_invalid' }),
    423: locked,
  },
})

export const meContract = contract.get('/api/auth/me', {
  summary: 'The caller',
  description:
    'The user the access token belongs to, with role and MFA state; a client reads its permissions from role.',
  responses: userResponse,
})

export const updateProfileContract = contract.put('/api/auth/profile', {
  summary: 'Change own name, e-mail address (domain whitelist) and/or notification language (locale)',
  description:
    'Changes the caller’s name, e-mail address and/or the language of their notifications (locale). A new address must belong to an allowed domain and must not be taken.',
  body: profileBody,
  responses: { ...userResponse, ...refusals({ 409: 'email_taken', 422: 'email_domain_not_allowed' }) },
})

export const uploadAvatarContract = contract.post('/api/auth/avatar', {
  summary: 'Upload the own avatar',
  description:
    'Uploads a PNG, JPEG or WebP image (at most 2 MB) as multipart/form-data, field "avatar"; it is re-encoded as WebP of at most 256×256 pixels and replaces the previous one.',
  body: avatarUploadForm,
  bodyContentType: 'multipart/form-data',
  responses: {
    ...ok('User with avatar_url', userViewSchema),
    ...refusals({ 413: 'Larger than 2 MB', 415: 'Not a PNG, JPEG or WebP image' }),
  },
})

export const deleteAvatarContract = contract.delete('/api/auth/avatar', {
  summary: 'Remove the own avatar',
  description: 'Removes the caller’s avatar image; avatar_url becomes null.',
  responses: noContent('Removed'),
})

export const avatarFileContract = publicContract.get('/avatars/{name}', {
  summary: 'An avatar image (the avatar_url of a user); public and immutable, names are random',
  description:
    'Serves the WebP image a user’s avatar_url points to. The name changes with every upload, so the answer may be cached indefinitely.',
  params: avatarFileParams,
  resource: 'Avatar',
  responses: {
    200: { description: 'The WebP image', contentType: 'image/webp' },
    ...refusals({ 404: 'not_found: no avatar of that name' }),
  },
})

export const contracts: Contract[] = [
  avatarFileContract,
  loginContract,
  downloadTokenContract,
  refreshContract,
  logoutContract,
  sessionLoginContract,
  sessionCsrfContract,
  sessionRefreshContract,
  sessionLogoutContract,
  changePasswordContract,
  registerContract,
  mfaSetupContract,
  mfaVerifyContract,
  mfaDisableContract,
  meContract,
  updateProfileContract,
  uploadAvatarContract,
  deleteAvatarContract,
]
