import {
  ValidationError,
  type CollectionAfterChangeHook,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  type PayloadRequest,
} from 'payload'
import { HierarchyCycleError, HierarchyDepthError, hierarchyLevel } from '@/lib/graph/dependencyGraph'
import type { Team } from '@/payload-types'

type Ref = number | { id: number } | null | undefined
type Line = { name: string; reportsTo: number | null }

const idOf = (ref: Ref): number | null => (typeof ref === 'object' && ref !== null ? ref.id : (ref ?? null))

/** Stand-in id for a member that is being created (Payload ids start at 1). */
const NEW_MEMBER = 0

/** Who reports to whom in one tenant; teams are small enough to load in one query. */
async function reportingLines(req: PayloadRequest, tenantId: number | null): Promise<Map<number, Line>> {
  const { docs } = await req.payload.find({
    collection: 'team',
    where: tenantId === null ? { tenant: { exists: false } } : { tenant: { equals: tenantId } },
    select: { name: true, reportsTo: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return new Map(docs.map((doc) => [doc.id, { name: doc.name, reportsTo: idOf(doc.reportsTo) }]))
}

/**
 * Derives `hierarchyLevel` from the reporting line (0 = reports to nobody) and refuses a manager
 * from another tenant or one that would close a reporting cycle. Runs before the write, so a
 * refused change is never stored.
 */
export const deriveHierarchyLevel: CollectionBeforeChangeHook<Team> = async ({ data, originalDoc, req }) => {
  const managerId = idOf(data.reportsTo === undefined ? originalDoc?.reportsTo : data.reportsTo)
  if (managerId === null) return { ...data, hierarchyLevel: 0 }

  const memberId = originalDoc?.id ?? NEW_MEMBER
  const refuse = (message: string) =>
    new ValidationError({ collection: 'team', errors: [{ path: 'reportsTo', message }], req })
  if (managerId === memberId) throw refuse('A team member cannot report to themselves')

  const lines = await reportingLines(req, idOf((data.tenant ?? originalDoc?.tenant) as Ref))
  if (!lines.has(managerId)) throw refuse('Choose a team member of the same tenant')
  const nameOf = (id: number) =>
    id === memberId ? (data.name ?? originalDoc?.name ?? 'this member') : (lines.get(id)?.name ?? String(id))
  try {
    const level = hierarchyLevel(memberId, (id) => (id === memberId ? managerId : lines.get(id)?.reportsTo))
    return { ...data, hierarchyLevel: level }
  } catch (error) {
    if (error instanceof HierarchyCycleError) {
      throw refuse(
        `This would create a reporting cycle (each reports to the next): ${(error.cycle as number[]).map(nameOf).join(' → ')}`,
      )
    }
    if (error instanceof HierarchyDepthError) throw refuse(error.message)
    throw error
  }
}

/** A member's level changed: re-save the direct reports, whose own hooks carry it further down. */
export const updateReportsLevels: CollectionAfterChangeHook<Team> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || doc.hierarchyLevel === previousDoc?.hierarchyLevel) return doc
  await resaveDirectReports(req, doc.id, {})
  return doc
}

/** Direct reports of a deleted member move up to that member's manager instead of dangling. */
export const reassignReportsBeforeDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const leaving = await req.payload.findByID({ collection: 'team', id, depth: 0, overrideAccess: true, req })
  await resaveDirectReports(req, leaving.id, { reportsTo: idOf(leaving.reportsTo) })
}

async function resaveDirectReports(req: PayloadRequest, managerId: number, data: Partial<Team>) {
  const { docs } = await req.payload.find({
    collection: 'team',
    where: { reportsTo: { equals: managerId } },
    select: { reportsTo: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  for (const report of docs) {
    await req.payload.update({ collection: 'team', id: report.id, data, depth: 0, overrideAccess: true, req })
  }
}
