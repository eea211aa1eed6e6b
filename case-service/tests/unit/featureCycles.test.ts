import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const srcDir = path.resolve(import.meta.dirname, '../../src')
const featuresDir = path.join(srcDir, 'features')

/** The feature folder a module path under src/ belongs to (features/<name>/…), or null. */
const featureOf = (fromSrc: string) => /^features\/([^/]+)\//.exec(fromSrc.split(path.sep).join('/'))?.[1] ?? null

/** Every `import … from '…'` and `import('…')` of a file, type-only ones included: they couple folders too. */
const importSpecifiers = (source: string) =>
  [...source.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g)].map((match) => match[1]!)

/** feature → the other features it imports, with one example import per edge. */
function featureGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>()
  for (const file of readdirSync(featuresDir, { recursive: true }) as string[]) {
    if (!/\.(ts|mjs)$/.test(file)) continue
    const fromSrc = path.join('features', file)
    const from = featureOf(fromSrc)!
    for (const specifier of importSpecifiers(readFileSync(path.join(featuresDir, file), 'utf8'))) {
      const target = specifier.startsWith('@case/')
        ? specifier.slice('@case/'.length)
        : specifier.startsWith('.')
          ? path.join(path.dirname(fromSrc), specifier)
          : null
      const to = target === null ? null : featureOf(target)
      if (!to || to === from) continue
      const edges = graph.get(from) ?? new Map<string, string>()
      if (!edges.has(to)) edges.set(to, `${fromSrc} → ${specifier}`)
      graph.set(from, edges)
    }
  }
  return graph
}

/** The import cycles of a graph, each once, as the examples of its edges. */
function cyclesOf(graph: Map<string, Map<string, string>>): string[][] {
  const found = new Map<string, string[]>()
  const walk = (node: string, trail: string[]) => {
    const at = trail.indexOf(node)
    if (at >= 0) {
      const cycle = trail.slice(at)
      const key = [...cycle].sort().join(',')
      if (!found.has(key))
        found.set(
          key,
          cycle.map((member, index) => graph.get(member)!.get(cycle[(index + 1) % cycle.length]!)!),
        )
      return
    }
    for (const next of graph.get(node)?.keys() ?? []) walk(next, [...trail, node])
  }
  for (const node of graph.keys()) walk(node, [])
  return [...found.values()]
}

describe('feature folders (src/features/*) import each other without cycles', () => {
  it('finds a cycle when there is one (the check itself)', () => {
    const graph = new Map([
      ['a', new Map([['b', 'a → b']])],
      ['b', new Map([['c', 'b → c']])],
      ['c', new Map([['a', 'c → a']])],
    ])
    expect(cyclesOf(graph)).toEqual([['a → b', 'b → c', 'c → a']])
    expect(featureOf('features/cases/caseQueries')).toBe('cases')
    expect(featureOf('http/route')).toBeNull()
  })

  it('has no cycle between features, type-only imports included', () => {
    const graph = featureGraph()
    expect(graph.size).toBeGreaterThan(5)
    expect(cyclesOf(graph)).toEqual([])
  })
})
