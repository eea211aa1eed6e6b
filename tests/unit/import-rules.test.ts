import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The import rules of docs/architecture.md (issue 29), checked on every source file of the repository:
 * - a module (src/modules/<name>) is reached from outside only through its entry points (index.ts, plugin.ts);
 * - the apps never import scripts/ (command-line entry points only);
 * - a workspace package (packages/<name>) is imported by its name, never by a relative path into its files.
 * Tests may reach into a module's internals (they test them); generated files are not checked.
 */
type SourceFile = { path: string; source: string }

const root = path.resolve(import.meta.dirname, '../..')
const SOURCE_EXTENSION = /\.(ts|tsx|mjs|js|cjs)$/
const SKIPPED_DIRECTORIES = new Set(['node_modules', '.git', '.data', 'test-results', 'playwright-report', 'coverage'])
// Generated files, and this file, whose examples break the rules on purpose.
const UNCHECKED = new Set([
  'src/app/(payload)/admin/importMap.js',
  'src/payload-types.ts',
  'tests/unit/import-rules.test.ts',
])
const ALIASES: [prefix: string, target: string][] = [
  ['@/', 'src/'],
  ['@case/', 'case-service/src/'],
  ['@payload-config', 'payload.config.ts'],
]
const APP_ROOTS = ['src/', 'case-service/src/', 'payload.config.ts', 'next.config.ts', 'case-service/next.config.ts']
const MODULE_ENTRY_POINTS = /^src\/modules\/[^/]+\/(index|plugin)(\.tsx?)?$/

/** Every import/export-from/dynamic-import/require specifier in a source text. */
export function importSpecifiers(source: string): string[] {
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)(['"])([^'"\n]+)\1/g
  return [...source.matchAll(pattern)].map((match) => match[2] as string)
}

/** The repository-relative path a specifier points at, or undefined for a package import. */
export function resolveSpecifier(fromFile: string, specifier: string): string | undefined {
  if (specifier.startsWith('.')) return path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), specifier))
  for (const [prefix, target] of ALIASES) {
    if (specifier === prefix || specifier.startsWith(prefix)) return target + specifier.slice(prefix.length)
  }
  return undefined
}

function moduleOf(file: string): string | undefined {
  return /^src\/modules\/([^/]+)\//.exec(file)?.[1]
}

function packageOf(file: string): string | undefined {
  return /^packages\/([^/]+)\//.exec(file)?.[1]
}

/** The broken rules, one line each (`file → specifier: rule`). */
export function importViolations(files: SourceFile[]): string[] {
  const violations: string[] = []
  for (const file of files) {
    if (UNCHECKED.has(file.path)) continue
    const isTest = /^(case-service\/)?tests\//.test(file.path)
    const isApp = APP_ROOTS.some((appRoot) => file.path === appRoot || file.path.startsWith(appRoot))
    for (const specifier of importSpecifiers(file.source)) {
      const target = resolveSpecifier(file.path, specifier)
      if (target === undefined) continue
      const targetModule = moduleOf(target)
      if (!isTest && targetModule && moduleOf(file.path) !== targetModule && !MODULE_ENTRY_POINTS.test(target)) {
        violations.push(`${file.path} → ${specifier}: module ${targetModule} is reached only through its entry points`)
      }
      if (isApp && target.startsWith('scripts/')) {
        violations.push(`${file.path} → ${specifier}: the apps do not import scripts/`)
      }
      const targetPackage = packageOf(target)
      if (targetPackage && packageOf(file.path) !== targetPackage) {
        violations.push(`${file.path} → ${specifier}: import package ${targetPackage} by its name`)
      }
    }
  }
  return violations
}

function repositorySources(directory = ''): SourceFile[] {
  const files: SourceFile[] = []
  for (const entry of readdirSync(path.join(root, directory), { withFileTypes: true })) {
    const relative = directory ? `${directory}/${entry.name}` : entry.name
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRECTORIES.has(entry.name) && !entry.name.startsWith('.next')) {
        files.push(...repositorySources(relative))
      }
    } else if (SOURCE_EXTENSION.test(entry.name)) {
      files.push({ path: relative, source: readFileSync(path.join(root, relative), 'utf8') })
    }
  }
  return files
}

describe('import rules (docs/architecture.md)', () => {
  it('finds every kind of specifier and resolves relative and aliased ones', () => {
    const source = `import a from './a'\nimport type { B } from "@/b"\nexport * from '../c'\nconst d = await import('@case/d')\nimport 'side-effect'\nconst e = require('./e.cjs')`
    expect(importSpecifiers(source)).toEqual(['./a', '@/b', '../c', '@case/d', 'side-effect', './e.cjs'])
    expect(resolveSpecifier('src/lib/x.ts', '../modules/community/lib/y')).toBe('src/modules/community/lib/y')
    expect(resolveSpecifier('src/lib/x.ts', '@case/features')).toBe('case-service/src/features')
    expect(resolveSpecifier('src/lib/x.ts', 'payload')).toBeUndefined()
  })

  it('catches each broken rule', () => {
    const violations = importViolations([
      { path: 'src/blocks/Team/Component.tsx', source: `import { x } from '@/modules/community/lib/vocabulary'` },
      { path: 'src/modules/videoHub/lib/a.ts', source: `import { y } from '../../community/access/roles'` },
      { path: 'src/lib/email/send.ts', source: `import { z } from '../../../scripts/stack.mjs'` },
      { path: 'case-service/src/env.ts', source: `import { w } from '../../packages/shared/src/env.mjs'` },
    ])
    expect(violations).toHaveLength(4)
    expect(
      importViolations([
        { path: 'src/blocks/Team/Component.tsx', source: `import { x } from '@/modules/community'` },
        { path: 'payload.config.ts', source: `import { videoHubModule } from './src/modules/videoHub/plugin'` },
        { path: 'tests/int/a.test.ts', source: `import { x } from '@/modules/community/lib/vocabulary'` },
        { path: 'src/modules/community/lib/a.ts', source: `import { x } from '../access/roles'` },
        { path: 'packages/runtime/src/stack.mjs', source: `import { x } from './server.mjs'` },
      ]),
    ).toEqual([])
  })

  it('holds in this repository', () => {
    const sources = repositorySources()
    expect(sources.length).toBeGreaterThan(500)
    expect(importViolations(sources)).toEqual([])
  })
})
