/** Values that never reach an audit entry in clear text. */
export const MASK = '***'
const SENSITIVE = new Set([
  'password',
  'passwordEncrypted',
  'hash',
  'salt',
  'resetPasswordToken',
  'resetPasswordExpiration',
  '_verificationToken',
  'apiKey',
  'apiKeyIndex',
  'token',
])
/** Bookkeeping that changes on every save and says nothing about the change. */
const IGNORED = new Set([
  'updatedAt',
  'createdAt',
  'sessions',
  'loginAttempts',
  'lockUntil',
  '_watchTenant',
  'hash',
  'salt',
])

type Plain = Record<string, unknown>
const isPlainObject = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date)

/** Flattens nested groups to dotted paths (arrays stay whole), masking sensitive keys. */
export function flatten(doc: Plain | null | undefined, prefix = ''): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(doc ?? {})) {
    if (IGNORED.has(key) || value === undefined) continue
    const path = prefix ? `${prefix}.${key}` : key
    if (SENSITIVE.has(key)) out[path] = value === null || value === '' ? null : MASK
    else if (isPlainObject(value) && !isPopulatedDocument(value)) Object.assign(out, flatten(value, path))
    else out[path] = maskDeep(value)
  }
  return out
}

/** A populated relationship (a whole document) is recorded as its id, like an unpopulated one. */
const isPopulatedDocument = (value: Plain) => 'id' in value && ('createdAt' in value || 'updatedAt' in value)

function maskDeep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskDeep)
  if (isPlainObject(value)) {
    if (isPopulatedDocument(value)) return value.id
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, SENSITIVE.has(key) ? MASK : maskDeep(inner)]),
    )
  }
  return value
}

export type FieldChange = { from: unknown; to: unknown }

/** Changed paths between two versions of a document; sensitive values appear only as `***`. */
export function diffDocuments(
  before: Plain | null | undefined,
  after: Plain | null | undefined,
): Record<string, FieldChange> {
  const a = flatten(before)
  const b = flatten(after)
  const changes: Record<string, FieldChange> = {}
  for (const path of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const from = a[path] ?? null
    const to = b[path] ?? null
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[path] = { from, to }
  }
  return changes
}
