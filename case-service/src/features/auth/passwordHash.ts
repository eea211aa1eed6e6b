import { hash, verify } from '@node-rs/argon2'

/**
 * argon2id with @node-rs/argon2's defaults, which are the OWASP/ASVS minimum
 * (19 MiB, t=2, p=1): ~50 ms per hash here. Passwords are never truncated.
 */
export const hashPassword = (password: string): Promise<string> => hash(password)

export const verifyPassword = (passwordHash: string, password: string): Promise<boolean> =>
  verify(passwordHash, password).catch(() => false)

let dummyHash: Promise<string> | undefined

/** Verifies against a throw-away hash so an unknown e-mail costs the same time as a wrong password. */
export async function burnVerifyTime(password: string): Promise<void> {
  dummyHash ??= hash('timing-equaliser-not-a-real-password')
  await verifyPassword(await dummyHash, password)
}
