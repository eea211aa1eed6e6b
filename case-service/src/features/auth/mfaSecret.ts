import { open, seal } from './secretBox'

// The user id is the associated data: a secret copied onto another user's row does not decrypt.
const context = (userId: string) => `mfa-secret:${userId}`

export const sealMfaSecret = (userId: string, secret: string) => seal(secret, context(userId))
export const openMfaSecret = (userId: string, box: string) => open(box, context(userId))
