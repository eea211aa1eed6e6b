/**
 * The access token of this tab, in memory only (never in storage or a JS-readable cookie): a reload starts a new one
 * from the HttpOnly refresh cookie. The API client reads it; the session store writes it.
 */
let accessToken: string | null = null
let onRejected: () => void = () => {}

export const currentAccessToken = () => accessToken
export const setAccessToken = (token: string | null) => {
  accessToken = token
}

/** What happens when the API rejects the token (the session store ends the session). */
export const whenTokenRejected = (handler: () => void) => {
  onRejected = handler
}
export const tokenRejected = () => onRejected()
