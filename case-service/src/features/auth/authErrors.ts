import { ApiError, unauthorized } from '@case/http/apiError'

export const invalidCredentials = () => unauthorized('E-mail or password is wrong', 'invalid_credentials')

export const mfaCodeMessage = (reason: 'invalid' | 'replayed') =>
  reason === 'replayed' ? 'This code was already used; wait for the next one' : 'The authentication code is wrong'

/** At login (no session yet): 401. Inside a session (verify, disable) the same refusal is a 422 on `code`. */
export const mfaInvalid = (reason: 'invalid' | 'replayed') => unauthorized(mfaCodeMessage(reason), 'mfa_invalid')

/** 423 account_locked: the lock's end travels as the typed extra field `locked_until`. */
export const accountLocked = (lockedUntil: Date) =>
  new ApiError(
    423,
    'account_locked',
    `Account locked after repeated failed attempts; try again after ${lockedUntil.toISOString()}`,
    undefined,
    // Whole seconds until the lock ends, at least 1 (as a 429's Retry-After).
    { 'Retry-After': String(Math.max(1, Math.ceil((lockedUntil.getTime() - Date.now()) / 1000))) },
    {
      locked_until: lockedUntil.toISOString(),
    },
  )
