import type { FlattenedField, SanitizedCollectionConfig, SanitizedConfig } from 'payload'
import { recordIdParam } from './inputRules'

type Message = { de: string; en: string }

/*
 * `where[…]` filters of Payload's REST list routes that PostgreSQL (or Payload's query builder)
 * cannot run: they failed with a 500 instead of a 4xx. Each filter is resolved against the
 * collection's fields; paths Payload does not know are left to Payload (it answers 400 itself).
 */

const GEO_OPERATORS = new Set(['near', 'within', 'intersects'])
const ID_OPERATORS = new Set(['equals', 'not_equals', 'in', 'not_in', 'all'])
const ORDER_OPERATORS = new Set(['greater_than', 'greater_than_equal', 'less_than', 'less_than_equal'])
const TEXT_OPERATORS = new Set(['like', 'not_like', 'contains'])
// Dates PostgreSQL's timestamp can hold, written the way Payload passes them on.
const YEAR_RANGE = { min: 1, max: 9999 }

const operatorMessage = (path: string, operator: string): Message => ({
  de: `Der Filter \`${operator}\` ist für \`${path}\` nicht möglich.`,
  en: `The filter \`${operator}\` cannot be used on \`${path}\`.`,
})
const valueMessage = (path: string): Message => ({
  de: `Der Filterwert für \`${path}\` ist ungültig.`,
  en: `The filter value for \`${path}\` is not valid.`,
})

/** `where[or][0][tenant][in][1]` → path `tenant`, operator `in`; null for anything else. */
function parseFilterKey(key: string): { path: string; operator: string } | null {
  if (!key.startsWith('where[')) return null
  const parts = [...key.slice('where'.length).matchAll(/\[([^\]]*)\]/g)].map((match) => match[1]!)
  while ((parts[0] === 'and' || parts[0] === 'or') && /^\d+$/.test(parts[1] ?? '')) parts.splice(0, 2)
  if (parts.length > 0 && /^\d*$/.test(parts[parts.length - 1]!)) parts.pop()
  if (parts.length !== 2) return null
  return { path: parts[0]!, operator: parts[1]! }
}

type Resolved = { field: FlattenedField; rest: string[] } | null

/** The field a dotted path ends on, following groups, tabs, arrays and single-collection relationships. */
function resolvePath(config: SanitizedConfig, fields: FlattenedField[], segments: string[]): Resolved {
  const [name, ...rest] = segments
  const field = fields.find((each) => 'name' in each && each.name === name)
  if (!field || rest.length === 0) return field ? { field, rest } : null
  if (field.type === 'group' || field.type === 'tab' || field.type === 'array')
    return resolvePath(config, field.flattenedFields, rest)
  if ((field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string') {
    if (rest.length === 1 && rest[0] === 'id') return { field, rest: [] }
    const related = config.collections.find((each) => each.slug === field.relationTo)
    return related ? resolvePath(config, related.flattenedFields, rest) : null
  }
  return { field, rest }
}

const values = (params: URLSearchParams, key: string) =>
  params
    .getAll(key)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())

function valueFits(field: FlattenedField, operator: string, value: string): boolean {
  if (field.type === 'relationship' || field.type === 'upload') {
    return value === '' || value === 'null' || recordIdParam.safeParse(value).success
  }
  if (
    field.type === 'select' &&
    (operator === 'equals' || operator === 'not_equals' || operator === 'in' || operator === 'not_in')
  ) {
    return (
      value === '' ||
      value === 'null' ||
      field.options.some((option) => (typeof option === 'string' ? option : option.value) === value)
    )
  }
  if (field.type === 'date') {
    const time = Date.parse(value)
    if (Number.isNaN(time)) return true // Payload drops what is no date
    const year = new Date(time).getUTCFullYear()
    return year >= YEAR_RANGE.min && year <= YEAR_RANGE.max
  }
  return true
}

/** Why one `where` filter cannot run, or null (also for paths Payload itself will refuse). */
function filterProblem(
  config: SanitizedConfig,
  collection: SanitizedCollectionConfig,
  versions: boolean,
  params: URLSearchParams,
  key: string,
): Message | null {
  const filter = parseFilterKey(key)
  if (!filter) return null
  const { path, operator } = filter
  let segments = path.split('.')
  if (versions) {
    // A version row: `parent` is the document, `version.*` its fields.
    if (segments[0] === 'parent' && segments.length === 1)
      return values(params, key).every((value) => value === '' || recordIdParam.safeParse(value).success)
        ? null
        : valueMessage(path)
    if (segments[0] !== 'version') return null
    segments = segments.slice(1)
  }
  const resolved = resolvePath(config, collection.flattenedFields, segments)
  if (!resolved) return GEO_OPERATORS.has(operator) ? operatorMessage(path, operator) : null
  const { field, rest } = resolved
  // Blocks are filtered by the fields inside a block (`layout.heading`), not as a whole or by type.
  if (field.type === 'blocks' && (rest.length === 0 || rest[0] === 'blockType')) return operatorMessage(path, operator)
  if (rest.length > 0) return GEO_OPERATORS.has(operator) ? operatorMessage(path, operator) : null
  if (GEO_OPERATORS.has(operator) && field.type !== 'point') return operatorMessage(path, operator)
  const isRelation = field.type === 'relationship' || field.type === 'upload'
  if (isRelation && typeof field.relationTo !== 'string') return null // polymorphic: `{ relationTo, value }` objects
  if (isRelation && !ID_OPERATORS.has(operator) && operator !== 'exists') return operatorMessage(path, operator)
  if ((field.type === 'date' || isRelation) && TEXT_OPERATORS.has(operator)) return operatorMessage(path, operator)
  if (operator === 'exists' || (!ID_OPERATORS.has(operator) && !ORDER_OPERATORS.has(operator))) return null
  return values(params, key).every((value) => valueFits(field, operator, value)) ? null : valueMessage(path)
}

/** The first `where` filter of a list request that would fail in the database, as a message; else null. */
export function whereFilterProblem(
  config: SanitizedConfig,
  collection: SanitizedCollectionConfig,
  versions: boolean,
  params: URLSearchParams,
): Message | null {
  for (const key of new Set(params.keys())) {
    const problem = filterProblem(config, collection, versions, params, key)
    if (problem) return problem
  }
  return null
}
