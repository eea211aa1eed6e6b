import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * The insurer filter (VERSICHERUNG_FILTER) must not be forgettable: every query on the `cases`
 * table goes through `casesInScope()` (features/cases/caseScope.ts). This test parses every module
 * under src/ and fails on any query that reads, updates, deletes or joins `cases` without a
 * `.where(...)` built from casesInScope — directly, or through a variable initialised with it.
 * Raw SQL naming the table needs casesInScope inside the same template.
 */

const srcDir = path.resolve(import.meta.dirname, '../../src')

/** Creating cases is only the seed's and the billing pull's business (paths relative to src/). */
const INSERT_EXEMPT = new Set(['seed/index.ts', 'features/sync/pullService.ts'])

const TABLE_METHODS = new Set([
  'from',
  'update',
  'delete',
  'insert',
  'innerJoin',
  'leftJoin',
  'rightJoin',
  'fullJoin',
  'crossJoin',
])
const RAW_SQL_ON_CASES = /\b(from|join|update|into)\s+"?cases"?(\s|$|"|\))/i
const SCOPE_CALL = 'casesInScope('

type Violation = { file: string; line: number; what: string }

function findUnscopedCaseQueries(fileName: string, source: string, insertAllowed = false): Violation[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true)
  const violations: Violation[] = []
  const report = (node: ts.Node, what: string) =>
    violations.push({ file: fileName, line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1, what })

  // Variables like `const where = casesInScope(...)` count as the filter wherever they are used.
  const scopedNames = new Set<string>()
  const collect = (node: ts.Node): void => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer?.getText().includes(SCOPE_CALL)
    ) {
      scopedNames.add(node.name.text)
    }
    ts.forEachChild(node, collect)
  }
  collect(file)

  const usesScope = (node: ts.Node): boolean => {
    if (node.getText().includes(SCOPE_CALL)) return true
    let found = false
    const visit = (child: ts.Node): void => {
      if (ts.isIdentifier(child) && scopedNames.has(child.text)) found = true
      if (!found) ts.forEachChild(child, visit)
    }
    visit(node)
    return found
  }

  /** The whole builder chain around `call`: db.select(...).from(cases).where(...).limit(...) */
  const chainOf = (call: ts.CallExpression): ts.Expression => {
    let node: ts.Node = call
    while (
      (ts.isPropertyAccessExpression(node.parent) && node.parent.expression === node) ||
      (ts.isCallExpression(node.parent) && node.parent.expression === node)
    ) {
      node = node.parent
    }
    return node as ts.Expression
  }

  const whereArguments = (chain: ts.Node): ts.Node[] => {
    const found: ts.Node[] = []
    const visit = (node: ts.Node): void => {
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        node.expression.name.text === 'where'
      ) {
        found.push(...node.arguments)
      }
      ts.forEachChild(node, visit)
    }
    visit(chain)
    return found
  }

  const check = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      TABLE_METHODS.has(node.expression.name.text) &&
      node.arguments[0] !== undefined &&
      ts.isIdentifier(node.arguments[0]) &&
      node.arguments[0].text === 'cases'
    ) {
      const method = node.expression.name.text
      if (method === 'insert') {
        if (!insertAllowed) report(node, 'insert(cases) outside the seed and the billing pull')
      } else if (!whereArguments(chainOf(node)).some(usesScope)) {
        report(node, `${method}(cases) without .where(casesInScope(...))`)
      }
    }
    if (
      ts.isPropertyAccessExpression(node) &&
      node.name.text === 'cases' &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'query'
    ) {
      report(node, 'relational query on cases (db.query.cases) bypasses casesInScope')
    }
    if (ts.isTaggedTemplateExpression(node) && node.tag.getText() === 'sql') {
      const literalText = ts.isNoSubstitutionTemplateLiteral(node.template)
        ? node.template.text
        : [node.template.head.text, ...node.template.templateSpans.map((span) => span.literal.text)].join(' ')
      if (RAW_SQL_ON_CASES.test(literalText) && !usesScope(node.template))
        report(node, 'raw SQL on cases without casesInScope')
    }
    ts.forEachChild(node, check)
  }
  check(file)
  return violations
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry)
    if (statSync(full).isDirectory()) return sourceFiles(full)
    return full.endsWith('.ts') && !full.endsWith('.d.ts') ? [full] : []
  })
}

describe('insurer filter guard', () => {
  it('detects unscoped reads, updates, deletes, joins, inserts and raw SQL (the checker itself works)', () => {
    const bad = `
      await db.select().from(cases).where(eq(cases.id, id))
      await db.select().from(cases)
      await tx.update(cases).set({ icd10: null }).where(eq(cases.id, id))
      await tx.delete(cases).where(eq(cases.id, id))
      await db.select().from(disclosureRequests).innerJoin(cases, eq(cases.id, disclosureRequests.case_id)).where(eq(x, y))
      await db.insert(cases).values(row)
      await db.query.cases.findMany()
      await db.execute(sql\`select count(*) from cases where kw = \${kw}\`)
    `
    expect(findUnscopedCaseQueries('bad.ts', bad).map((violation) => violation.line)).toEqual([2, 3, 4, 5, 6, 7, 8, 9])
  })

  it('accepts scoped queries, scope variables and the explicit insert exemption', () => {
    const good = `
      const inReport = casesInScope(eq(cases.jahr, jahr))
      await db.select().from(cases).where(casesInScope(eq(cases.id, id))).limit(1)
      await db.select().from(cases).where(and(inReport, isNull(cases.icd10)))
      await tx.update(cases).set({ version: 2 }).where(casesInScope(eq(cases.id, id))).returning()
      await db.select().from(disclosureRequests).innerJoin(cases, eq(cases.id, disclosureRequests.case_id)).where(casesInScope())
      await db.execute(sql\`select count(*) from cases where \${casesInScope()}\`)
      await db.select().from(casesArchive)
    `
    expect(findUnscopedCaseQueries('good.ts', good)).toEqual([])
    expect(findUnscopedCaseQueries('seed.ts', 'await db.insert(cases).values(rows)', true)).toEqual([])
  })

  it('finds no unscoped query on cases anywhere in case-service/src', () => {
    const files = sourceFiles(srcDir)
    expect(files.length).toBeGreaterThan(20)
    const violations = files.flatMap((file) => {
      const relative = path.relative(srcDir, file).split(path.sep).join('/')
      return findUnscopedCaseQueries(relative, readFileSync(file, 'utf8'), INSERT_EXEMPT.has(relative))
    })
    expect(violations).toEqual([])
  })

  it('lists only insert exemptions that exist (a renamed module must not keep a stale pass)', () => {
    for (const exempt of INSERT_EXEMPT) expect(statSync(path.join(srcDir, exempt)).isFile()).toBe(true)
  })
})
