import { createHmac } from 'node:crypto'
import { sql } from '@payloadcms/db-postgres'
import type { CollectionAfterDeleteHook, CollectionBeforeDeleteHook, Payload, PayloadRequest } from 'payload'
import { executeInRequest } from '@/lib/db/payloadPostgres'
import { MASK } from './diff'

/**
 * What erasing a user does (docs/security.md, "Erasing a user"): notifications addressed to them are
 * deleted; relations from shared work (tasks, content, approvals, interactions, rules, submissions and
 * their notes, team entries, e-mail logs) lose the user through their foreign keys (set null); the
 * memberships go with the user row. Audit entries stay, but their e-mail address and name give way to
 * one pseudonymous id per user, so the entries of one erased person still belong together.
 */
export const auditPseudonym = (payload: Payload, id: number | string): string =>
  `deleted-user-${createHmac('sha256', payload.secret).update(`audit-pseudonym:${id}`).digest('hex').slice(0, 16)}`

/** The change paths of a users audit entry that hold personal data. */
const PERSONAL_PATHS = ['email', 'name']
const MASKED_CHANGE = JSON.stringify({ from: MASK, to: MASK })

/** Entries about the user: the pseudonym as label, e-mail and name changes masked. */
async function pseudonymiseEntriesAbout(req: PayloadRequest, id: number | string, pseudonym: string) {
  let changes = sql`changes`
  for (const path of PERSONAL_PATHS)
    changes = sql`(case when ${changes} ? ${path} then jsonb_set(${changes}, ${`{${path}}`}::text[], ${MASKED_CHANGE}::jsonb) else ${changes} end)`
  await executeInRequest(
    req,
    sql`update audit_logs set label = ${pseudonym}, changes = ${changes} where collection = 'users' and document_id = ${String(id)}`,
  )
}

/** Before the row goes: their notifications, and their audit entries as an actor (found by id and address). */
export const eraseUserBeforeDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const user = await req.payload.findByID({
    collection: 'users',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  if (!user) return
  const pseudonym = auditPseudonym(req.payload, id)
  await executeInRequest(req, sql`delete from vp_notifications where recipient_id = ${Number(id)}`)
  await executeInRequest(
    req,
    sql`update audit_logs set actor_email = null, actor_pseudonym = ${pseudonym} where user_id = ${Number(id)} or lower(actor_email) = lower(${user.email})`,
  )
  await pseudonymiseEntriesAbout(req, id, pseudonym)
}

/** After the audit hook recorded the deletion: that entry too carries the pseudonym, not the address. */
export const eraseUserAfterDelete: CollectionAfterDeleteHook = async ({ id, req }) => {
  await pseudonymiseEntriesAbout(req, id, auditPseudonym(req.payload, id))
}
