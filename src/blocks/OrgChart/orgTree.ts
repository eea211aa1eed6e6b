/** A member as the chart needs it: who they report to (null = nobody). */
export type OrgMember<T> = { id: number; reportsTo: number | null; member: T }
export type OrgNode<T> = { id: number; member: T; reports: OrgNode<T>[] }

/**
 * The reporting hierarchy as a forest, in the members' order. The roots are `rootId` (when given and
 * present) or everyone whose manager is nobody or not among `members`. At most `maxDepth` levels
 * below the roots; a member is placed once, so stored data with a cycle (which validation refuses)
 * cannot loop the rendering.
 */
export function buildOrgTree<T>(
  members: OrgMember<T>[],
  { rootId = null, maxDepth }: { rootId?: number | null; maxDepth: number },
): OrgNode<T>[] {
  const ids = new Set(members.map((entry) => entry.id))
  const reportsOf = new Map<number, OrgMember<T>[]>()
  for (const entry of members) {
    if (entry.reportsTo === null || !ids.has(entry.reportsTo)) continue
    reportsOf.set(entry.reportsTo, [...(reportsOf.get(entry.reportsTo) ?? []), entry])
  }
  const placed = new Set<number>()
  const grow = (entry: OrgMember<T>, depth: number): OrgNode<T> => {
    placed.add(entry.id)
    const below = depth < maxDepth ? (reportsOf.get(entry.id) ?? []).filter((report) => !placed.has(report.id)) : []
    below.forEach((report) => placed.add(report.id))
    return { id: entry.id, member: entry.member, reports: below.map((report) => grow(report, depth + 1)) }
  }
  const roots =
    rootId !== null
      ? members.filter((entry) => entry.id === rootId)
      : members.filter((entry) => entry.reportsTo === null || !ids.has(entry.reportsTo))
  return roots.map((root) => grow(root, 0))
}
