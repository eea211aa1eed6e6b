import { unauthorized } from '@case/http/apiError'

export const invalidCredentials = () => unauthorized('E-mail or password is wrong', 'invalid_credentials')

export const mfaCodeMessage = (reason: 'invalid' | 'replayed') =>
  reason === 'replayed' ? 'This code was already used; wait for the next one' : 'The authentication code is wrong'

/** At login (no session yet): 401. Inside a session (verify, disable) the same refusal is a 422 on `code`. */
export const mfaInvalid = (reason: 'invalid' | 'replayed') => unauthorized(mfaCodeMessage(reason), 'mfa_invalid')

/** 423 carries `locked_until` next to detail and code, so it is built here rather than thrown as an ApiError. */
export const accountLockedResponse = (lockedUntil: Date) =>
  Response.json(
    {
      detail: `Account locked after repeated failed attempts; try again after ${lockedUntil.toISOString()}`,
      code: 'account_locked',
      locked_until: lockedUntil.toISOString(),
    },
    { status: 423 },
  )
