import { decryptSecret, encryptSecret } from '@agency-platform/shared/secretBox'
import { secretKey } from '@/lib/crypto/encryptionKey'

export const TOKEN_KINDS = ['accessToken', 'refreshToken'] as const
export type TokenKind = (typeof TOKEN_KINDS)[number]

/**
 * The additional authenticated data of a stored token: the tenant and the token kind, so a
 * ciphertext copied into another tenant's account (or from the refresh into the access column) fails.
 */
const tokenContext = (tenant: unknown, kind: TokenKind): string => `social-accounts:${String(tenant)}:${kind}`

export const sealToken = (token: string, tenant: unknown, kind: TokenKind): string =>
  encryptSecret(token, secretKey(), tokenContext(tenant, kind))

export const openToken = (sealed: string, tenant: unknown, kind: TokenKind): string =>
  decryptSecret(sealed, secretKey(), tokenContext(tenant, kind))
