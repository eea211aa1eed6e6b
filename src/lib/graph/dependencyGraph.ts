/**
 * Graph checks for workflow step dependencies and team `reportsTo` chains.
 * Ids are generic because Payload's Postgres adapter uses numeric ids.
 */
export type Edges<Id = string> = ReadonlyMap<Id, readonly Id[]>

export type MissingTarget<Id = string> = {
  from: Id
  to: Id
}

type DfsFrame<Id> = {
  node: Id
  targets: readonly Id[]
  nextTarget: number
}

/**
 * Returns one cycle as a closed path `[a, b, …, a]` (a self-loop is `[a, a]`),
 * or null when the graph is acyclic. Nodes that only appear as targets have no
 * outgoing edges.
 */
export function findCycle<Id = string>(edges: Edges<Id>): Id[] | null {
  const finished = new Set<Id>()
  const onPath = new Set<Id>()

  for (const start of edges.keys()) {
    if (finished.has(start)) continue
    // Iterative DFS so long dependency chains cannot overflow the call stack;
    // `path` is exactly the chain of nodes currently being explored.
    const path: DfsFrame<Id>[] = [{ node: start, targets: edges.get(start) ?? [], nextTarget: 0 }]
    onPath.add(start)
    for (let frame = path.pop(); frame !== undefined; frame = path.pop()) {
      const target = frame.targets[frame.nextTarget]
      if (target === undefined) {
        onPath.delete(frame.node)
        finished.add(frame.node)
        continue
      }
      frame.nextTarget++
      path.push(frame)

      if (onPath.has(target)) {
        const loopStart = path.findIndex((entry) => entry.node === target)
        return [...path.slice(loopStart).map((entry) => entry.node), target]
      }
      if (!finished.has(target)) {
        onPath.add(target)
        path.push({ node: target, targets: edges.get(target) ?? [], nextTarget: 0 })
      }
    }
  }
  return null
}

/** Edges that point at a node outside `nodes`, e.g. a dependency on a deleted step. */
export function findMissingTargets<Id = string>(nodes: ReadonlySet<Id>, edges: Edges<Id>): MissingTarget<Id>[] {
  const missing: MissingTarget<Id>[] = []
  for (const [from, targets] of edges) {
    for (const to of targets) {
      if (!nodes.has(to)) missing.push({ from, to })
    }
  }
  return missing
}

export class HierarchyCycleError<Id = string> extends Error {
  override readonly name = 'HierarchyCycleError'
  readonly cycle: readonly Id[]

  constructor(cycle: readonly Id[]) {
    super(`Hierarchy contains a cycle: ${cycle.join(' → ')}`)
    this.cycle = cycle
  }
}

export class HierarchyDepthError<Id = string> extends Error {
  override readonly name = 'HierarchyDepthError'
  readonly id: Id
  readonly maxDepth: number

  constructor(id: Id, maxDepth: number) {
    super(`Hierarchy above ${String(id)} is deeper than ${maxDepth} levels`)
    this.id = id
    this.maxDepth = maxDepth
  }
}

/**
 * Depth of `id` in a parent hierarchy: 0 for a root, 1 for its children, …
 * Throws HierarchyCycleError when the parent chain loops (the error's `cycle`
 * is the closed loop, which need not contain `id`) and HierarchyDepthError when
 * the level would exceed `maxDepth`.
 */
export function hierarchyLevel<Id = string>(
  id: Id,
  parentOf: (id: Id) => Id | null | undefined,
  maxDepth = 50,
): number {
  const chain: Id[] = [id]
  const positionInChain = new Map<Id, number>([[id, 0]])
  for (let parent = parentOf(id); parent !== null && parent !== undefined; parent = parentOf(parent)) {
    const seenAt = positionInChain.get(parent)
    if (seenAt !== undefined) throw new HierarchyCycleError([...chain.slice(seenAt), parent])
    if (chain.length > maxDepth) throw new HierarchyDepthError(id, maxDepth)
    positionInChain.set(parent, chain.length)
    chain.push(parent)
  }
  return chain.length - 1
}
