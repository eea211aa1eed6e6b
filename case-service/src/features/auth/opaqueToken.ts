import { createHash, randomBytes } from 'node:crypto'

/** 256 random bits, base64url: refresh tokens and invitation tokens. */
export const newOpaqueToken = (): string => randomBytes(32).toString('base64url')

/** Only this digest is stored; a fast hash suffices because the token itself has 256 bits of entropy. */
export const hashOpaqueToken = (token: string): string => createHash('sha256').update(token).digest('hex')
