import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import { authConfig } from './config'
import { hashOpaqueToken } from './opaqueToken'
import type { Db } from '@case/db/client'
import { invitations } from '@case/db/schema'
import { ApiError, conflict, notFound, unprocessable } from '@case/http/apiError'
import { clientIp } from '@case/http/clientInfo'
import { insertAuditedUser } from './userStore'
import type { UserRow } from './userView'
import { assertEmailDomainAllowed } from './emailAddress'
import { hashPassword } from './passwordHash'
import { assertAcceptablePassword } from './passwordRules'
import { consumeRateLimit } from './rateLimit'
import type { RegisterInput } from './schemas'

/** Why an invitation could not be consumed (looked up only after the atomic consume failed). */
async function invitationRefusal(db: Db, tokenHash: string): Promise<ApiError> {
  const [invitation] = await db.select().from(invitations).where(eq(invitations.token_hash, tokenHash)).limit(1)
  if (!invitation) return notFound('Unknown invitation', 'invitation_invalid')
  if (invitation.used_at) return conflict('This invitation was already used', 'invitation_used')
  return conflict('This invitation has expired', 'invitation_expired')
}

/**
 * POST /api/auth/register. The invitation is consumed by a conditional UPDATE in the transaction
 * that inserts the user: of two registrations with one token exactly one commits, and a failed
 * insert (e-mail taken) leaves the invitation unused.
 */
export async function registerWithInvitation(db: Db, input: RegisterInput, request: Request): Promise<UserRow> {
  assertEmailDomainAllowed(input.email)
  assertAcceptablePassword(input.password, input.email)
  // Each attempt costs a password hash: the login budget per IP applies here too.
  await consumeRateLimit(db, 'register', clientIp(request), authConfig.loginRateLimitPerMinute)
  const passwordHash = await hashPassword(input.password)
  const tokenHash = hashOpaqueToken(input.token)

  const user = await db.transaction(async (tx) => {
    const [invitation] = await tx
      .update(invitations)
      .set({ used_at: sql`now()` })
      .where(
        and(eq(invitations.token_hash, tokenHash), isNull(invitations.used_at), gt(invitations.expires_at, sql`now()`)),
      )
      .returning()
    if (!invitation) return null
    if (invitation.email && invitation.email !== input.email) {
      throw unprocessable(
        'The invitation was issued for another e-mail address',
        [{ field: 'email', message: 'Does not match the invitation' }],
        'invitation_email_mismatch',
      )
    }
    const values = {
      email: input.email,
      name: input.name,
      locale: input.locale,
      role: invitation.role,
      password_hash: passwordHash,
    }
    const details = { invitation_id: invitation.id, role: values.role }
    const created = await insertAuditedUser(tx, values, { action: 'auth.registered', details, request })
    await tx.update(invitations).set({ used_by: created.id }).where(eq(invitations.id, invitation.id))
    return created
  })
  if (!user) throw await invitationRefusal(db, tokenHash)
  return user
}
