import {
  type Access,
  type CollectionSlug,
  executeAccess,
  type PayloadRequest,
  type SanitizedConfig,
  type Where,
} from 'payload'
import { z } from 'zod'
import { isSuperAdmin } from '@/access/isSuperAdmin'

const LOCKS = 'payload-locked-documents'

/** What a lock names: a collection document or a global, as the form state and the lock rows carry it. */
export const lockTarget = z.union([
  z.object({ globalSlug: z.string().min(1).max(100) }),
  z.object({
    collectionSlug: z.string().min(1).max(100),
    id: z.union([z.number().int().positive(), z.string().regex(/^\d{1,10}$/)]),
  }),
])
export type LockTarget = z.infer<typeof lockTarget>

/**
 * Whether the request's user may update the document a lock names, by the collection's or global's
 * own update access (the multi-tenant plugin's tenant constraint included). A lock blocks everyone
 * else's saves, so only someone who may save the document may hold one.
 */
export async function mayLock(req: PayloadRequest, target: LockTarget): Promise<boolean> {
  if (!req.user) return false
  if ('globalSlug' in target) {
    const global = req.payload.config.globals.find((candidate) => candidate.slug === target.globalSlug)
    return Boolean(global && (await executeAccess({ req, disableErrors: true }, global.access.update)))
  }
  const collection = req.payload.collections[target.collectionSlug as CollectionSlug] as
    (typeof req.payload.collections)[CollectionSlug] | undefined
  if (!collection || collection.config.slug === LOCKS) return false
  const id = Number(target.id)
  const access = await executeAccess(
    { id, req, disableErrors: true, collectionConfig: collection.config },
    collection.config.access.update,
  )
  if (!access) return false
  const where: Where = access === true ? { id: { equals: id } } : { and: [{ id: { equals: id } }, access] }
  return (
    (await req.payload.count({ collection: collection.config.slug, where, overrideAccess: true, req })).totalDocs > 0
  )
}

/** The target of a lock row (`document` is a polymorphic relationship, populated or not). */
function targetOfRow(row: { document?: unknown; globalSlug?: unknown } | null | undefined): LockTarget | null {
  const document = row?.document as { relationTo?: unknown; value?: unknown } | null | undefined
  const value =
    typeof document?.value === 'object' && document.value !== null
      ? (document.value as { id?: unknown }).id
      : document?.value
  const parsed = lockTarget.safeParse(
    document ? { collectionSlug: document.relationTo, id: value } : { globalSlug: row?.globalSlug },
  )
  return parsed.success ? parsed.data : null
}

const userOfRow = (row: { user?: unknown } | null | undefined): unknown => {
  const user = row?.user as { value?: unknown } | null | undefined
  return typeof user?.value === 'object' && user.value !== null ? (user.value as { id?: unknown }).id : user?.value
}

async function existingLock(req: PayloadRequest, id: number | string | undefined) {
  if (id === undefined) return null
  return req.payload.findByID({ collection: LOCKS, id, depth: 0, overrideAccess: true, disableErrors: true, req })
}

/** A lock may be created, or taken over, only by its own user and only for a document that user may update. */
const createLock: Access = async ({ req, data }) => {
  if (isSuperAdmin(req.user)) return true
  const target = targetOfRow(data)
  return Boolean(target && req.user && userOfRow(data) === req.user.id && (await mayLock(req, target)))
}

const updateLock: Access = async ({ req, id, data }) => {
  if (isSuperAdmin(req.user)) return true
  const target = targetOfRow(await existingLock(req, id))
  if (!target || !req.user) return false
  if (data?.user !== undefined && userOfRow(data) !== req.user.id) return false
  return mayLock(req, target)
}

/** Its owner releases a lock (leaving the document); anyone else only when they may update the document. */
const deleteLock: Access = async ({ req, id }) => {
  if (isSuperAdmin(req.user)) return true
  const lock = await existingLock(req, id)
  const target = targetOfRow(lock)
  if (!target || !req.user) return false
  return userOfRow(lock) === req.user.id || mayLock(req, target)
}

/**
 * Payload adds its lock collection while sanitizing the config (no plugin sees it), with "any logged-in
 * user" for every operation: the REST API would let an editor lock another tenant's documents. This sets
 * the access above on the sanitized collection. Locks written by the admin's form state bypass access
 * (`payload.db`); src/admin/guardedFormState.ts checks those.
 */
export function guardDocumentLocks(config: SanitizedConfig): SanitizedConfig {
  const locks = config.collections.find((collection) => collection.slug === LOCKS)
  if (locks) locks.access = { ...locks.access, create: createLock, update: updateLock, delete: deleteLock }
  return config
}
