import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  HierarchyCycleError,
  HierarchyDepthError,
  findCycle,
  findMissingTargets,
  hierarchyLevel,
  type Edges,
} from '../../src/lib/graph/dependencyGraph'

const graph = (entries: Record<string, string[]>): Map<string, string[]> => new Map(Object.entries(entries))

/** Asserts that `cycle` is a closed walk along existing edges. */
function expectValidCycle<Id>(edges: Edges<Id>, cycle: Id[] | null): void {
  expect(cycle).not.toBeNull()
  if (!cycle) return
  expect(cycle.length).toBeGreaterThanOrEqual(2)
  expect(cycle[cycle.length - 1]).toBe(cycle[0])
  for (let index = 0; index < cycle.length - 1; index++) {
    expect(edges.get(cycle[index] as Id)).toContain(cycle[index + 1])
  }
  // Closed loop without repeats apart from the closing node.
  expect(new Set(cycle.slice(0, -1)).size).toBe(cycle.length - 1)
}

/** Independent check: Kahn's algorithm orders every node iff the graph is acyclic. */
function isAcyclic(edges: Edges<number>): boolean {
  const nodes = new Set<number>([...edges.keys(), ...[...edges.values()].flat()])
  const inDegree = new Map<number, number>([...nodes].map((node) => [node, 0]))
  for (const targets of edges.values()) for (const to of targets) inDegree.set(to, (inDegree.get(to) ?? 0) + 1)
  const ready = [...nodes].filter((node) => inDegree.get(node) === 0)
  let ordered = 0
  for (let node = ready.pop(); node !== undefined; node = ready.pop()) {
    ordered++
    for (const to of edges.get(node) ?? []) {
      const remaining = (inDegree.get(to) ?? 0) - 1
      inDegree.set(to, remaining)
      if (remaining === 0) ready.push(to)
    }
  }
  return ordered === nodes.size
}

describe('findCycle', () => {
  it('returns null for an empty graph and for DAGs', () => {
    expect(findCycle(new Map())).toBeNull()
    expect(findCycle(graph({ a: ['b', 'c'], b: ['d'], c: ['d'], d: [] }))).toBeNull()
    expect(findCycle(graph({ a: ['x'], b: ['x'] }))).toBeNull()
  })

  it('finds a self-loop', () => {
    expect(findCycle(graph({ a: ['a'] }))).toEqual(['a', 'a'])
  })

  it('returns the closed cycle path, not the path leading to it', () => {
    const edges = graph({ start: ['a'], a: ['b'], b: ['c'], c: ['a'] })
    expect(findCycle(edges)).toEqual(['a', 'b', 'c', 'a'])
  })

  it('finds a cycle reachable only from a later start node', () => {
    const edges = graph({ a: ['b'], b: [], c: ['d'], d: ['c'] })
    expectValidCycle(edges, findCycle(edges))
  })

  it('handles chains far deeper than the call stack', () => {
    const length = 200_000
    const edges = new Map<number, number[]>(Array.from({ length }, (_, index) => [index, [index + 1]]))
    expect(findCycle(edges)).toBeNull()
    edges.set(length, [0])
    expect(findCycle(edges)?.length).toBe(length + 2)
  })

  it('works with numeric ids', () => {
    expect(
      findCycle(
        new Map([
          [1, [2]],
          [2, [1]],
        ]),
      ),
    ).toEqual([1, 2, 1])
  })
})

describe('findCycle – properties', () => {
  // A DAG: edges only go from a lower to a higher node number.
  const dag = fc
    .integer({ min: 2, max: 25 })
    .chain((size) =>
      fc.tuple(fc.constant(size), fc.array(fc.tuple(fc.nat(size - 1), fc.nat(size - 1)), { maxLength: 60 })),
    )
    .map(([size, pairs]) => {
      const edges = new Map<number, number[]>(Array.from({ length: size }, (_, node) => [node, []]))
      for (const [a, b] of pairs) if (a !== b) edges.get(Math.min(a, b))?.push(Math.max(a, b))
      return edges
    })

  /** Nodes reachable from `from`, following edges forward. */
  function reachable(edges: Edges<number>, from: number): Set<number> {
    const seen = new Set<number>()
    const stack = [from]
    for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
      for (const to of edges.get(node) ?? []) {
        if (!seen.has(to)) {
          seen.add(to)
          stack.push(to)
        }
      }
    }
    return seen
  }

  it('finds no cycle in any DAG', () => {
    fc.assert(
      fc.property(dag, (edges) => {
        expect(findCycle(edges)).toBeNull()
      }),
    )
  })

  it('detects the loop closed by an edge from a descendant back to its ancestor', () => {
    fc.assert(
      fc.property(dag, fc.nat(), fc.nat(), (edges, ancestorSeed, descendantSeed) => {
        const ancestor = ancestorSeed % edges.size
        const descendants = [...reachable(edges, ancestor)]
        const descendant = descendants[descendantSeed % Math.max(descendants.length, 1)] ?? ancestor
        edges.get(descendant)?.push(ancestor)
        expectValidCycle(edges, findCycle(edges))
      }),
    )
  })

  it('agrees with Kahn’s algorithm on arbitrary graphs and returns real cycles', () => {
    const anyGraph = fc
      .array(fc.tuple(fc.nat(12), fc.array(fc.nat(12), { maxLength: 4 })), { maxLength: 13 })
      .map((entries) => new Map(entries))
    fc.assert(
      fc.property(anyGraph, (edges) => {
        const cycle = findCycle(edges)
        expect(cycle === null).toBe(isAcyclic(edges))
        if (cycle) expectValidCycle(edges, cycle)
      }),
    )
  })
})

describe('findMissingTargets', () => {
  it('lists edges pointing outside the node set', () => {
    const nodes = new Set(['a', 'b'])
    const edges = graph({ a: ['b', 'ghost'], b: ['a'], orphan: ['a', 'gone'] })
    expect(findMissingTargets(nodes, edges)).toEqual([
      { from: 'a', to: 'ghost' },
      { from: 'orphan', to: 'gone' },
    ])
  })

  it('returns an empty list when every target exists', () => {
    expect(findMissingTargets(new Set(['a', 'b']), graph({ a: ['b'], b: [] }))).toEqual([])
  })
})

describe('hierarchyLevel', () => {
  const parents: Record<string, string | null> = { ceo: null, cto: 'ceo', lead: 'cto', dev: 'lead' }
  const parentOf = (id: string): string | null | undefined => parents[id]

  it('is 0 for a root and counts levels below it', () => {
    expect(hierarchyLevel('ceo', parentOf)).toBe(0)
    expect(hierarchyLevel('cto', parentOf)).toBe(1)
    expect(hierarchyLevel('dev', parentOf)).toBe(3)
  })

  it('treats an unknown parent (undefined) as the end of the chain', () => {
    expect(hierarchyLevel('unknown', parentOf)).toBe(0)
  })

  it('throws a HierarchyCycleError with the loop on a cycle', () => {
    const cyclic: Record<string, string> = { a: 'b', b: 'c', c: 'b' }
    const error = (() => {
      try {
        hierarchyLevel('a', (id) => cyclic[id])
      } catch (caught) {
        return caught
      }
      return null
    })()
    expect(error).toBeInstanceOf(HierarchyCycleError)
    expect((error as HierarchyCycleError).cycle).toEqual(['b', 'c', 'b'])
    expect((error as Error).name).toBe('HierarchyCycleError')
  })

  it('detects a member reporting to themselves', () => {
    expect(() => hierarchyLevel(7, (id) => id)).toThrow(HierarchyCycleError)
  })

  it('enforces maxDepth', () => {
    const chain = (id: number): number | null => (id > 0 ? id - 1 : null)
    expect(hierarchyLevel(50, chain)).toBe(50)
    expect(() => hierarchyLevel(51, chain)).toThrow(HierarchyDepthError)
    expect(hierarchyLevel(3, chain, 3)).toBe(3)
    expect(() => hierarchyLevel(4, chain, 3)).toThrow(HierarchyDepthError)
    expect(() => hierarchyLevel(1, chain, 0)).toThrow(HierarchyDepthError)
  })

  it('equals the chain length for any acyclic chain and detects any closed chain', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ minLength: 1 }), { minLength: 1, maxLength: 40 }),
        fc.nat(),
        (ids, seed) => {
          const parentMap = new Map<string, string>()
          ids.forEach((id, index) => {
            const parent = ids[index + 1]
            if (parent !== undefined) parentMap.set(id, parent)
          })
          const first = ids[0] as string
          expect(hierarchyLevel(first, (id) => parentMap.get(id))).toBe(ids.length - 1)

          const last = ids[ids.length - 1] as string
          const loopTarget = ids[seed % ids.length] as string
          parentMap.set(last, loopTarget)
          expect(() => hierarchyLevel(first, (id) => parentMap.get(id))).toThrow(HierarchyCycleError)
        },
      ),
    )
  })
})
