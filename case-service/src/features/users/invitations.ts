import { eq } from 'drizzle-orm'
import { authConfig } from '@case/features/auth/config'
import { hashOpaqueToken, newOpaqueToken } from '@case/features/auth/opaqueToken'
import type { Db } from '@case/db/client'
import type { KeysetOrder } from '@case/db/keysetPagination'
import { invitations } from '@case/db/schema'
import { notFound } from '@case/http/apiError'
import { writeAudit } from '@case/features/audit/auditLog'
import { assertEmailDomainAllowed } from '@case/features/auth/emailAddress'
import type { AuthUser } from '@case/features/auth/withAuth'
import type { CreateInvitationInput, InvitationView, ListInvitationsQuery } from './schemas'
import { pageOfTable } from './tablePage'

type InvitationRow = typeof invitations.$inferSelect

const DAY_MS = 24 * 3600 * 1000

const registrationLink = (token: string) => `${authConfig.publicUrl}/register?token=${encodeURIComponent(token)}`

function toInvitationView(row: InvitationRow, now = new Date()): InvitationView {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    status: row.used_at ? 'used' : row.expires_at <= now ? 'expired' : 'pending',
    expires_at: row.expires_at.toISOString(),
    used_at: row.used_at?.toISOString() ?? null,
    used_by: row.used_by,
    created_by: row.created_by,
    created_at: row.created_at.toISOString(),
  }
}

const NEWEST_FIRST: KeysetOrder = {
  column: invitations.created_at,
  kind: 'timestamp',
  descending: true,
  id: invitations.id,
  idKind: 'uuid',
}

/** GET /api/admin/invitations?page_size=&cursor=&include_total= (newest first; tokens are never listed). */
export async function pageOfInvitations(db: Db, query: ListInvitationsQuery) {
  const page = await pageOfTable(db, query, invitations, NEWEST_FIRST)
  const now = new Date()
  return { ...page, items: page.items.map((row) => toInvitationView(row, now)) }
}

/** POST /api/admin/invitations: the token and link are in this response only; the database keeps a hash. */
export async function createInvitationFor(db: Db, input: CreateInvitationInput, actor: AuthUser, request: Request) {
  if (input.email) assertEmailDomainAllowed(input.email)
  const token = newOpaqueToken()
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(invitations)
      .values({
        token_hash: hashOpaqueToken(token),
        email: input.email ?? null,
        role: input.role,
        expires_at: new Date(Date.now() + input.expires_in_days * DAY_MS),
        created_by: actor.id,
      })
      .returning()
    await writeAudit(tx, {
      action: 'invitations.created',
      userId: actor.id,
      entityType: 'invitation',
      entityId: created!.id,
      details: { email: created!.email, role: created!.role, expires_at: created!.expires_at.toISOString() },
      request,
    })
    return created!
  })
  return { ...toInvitationView(row), token, registration_link: registrationLink(token) }
}

/** DELETE /api/admin/invitations/{id}: an unused invitation can no longer be used. */
export async function deleteInvitationAsAdmin(db: Db, id: string, actor: AuthUser, request: Request): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(invitations).where(eq(invitations.id, id)).returning()
    if (!deleted) throw notFound('Invitation not found')
    await writeAudit(tx, {
      action: 'invitations.deleted',
      userId: actor.id,
      entityType: 'invitation',
      entityId: id,
      details: { email: deleted.email, role: deleted.role, was_used: deleted.used_at !== null },
      request,
    })
  })
}
