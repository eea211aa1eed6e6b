import { tenantIdOf } from '@/lib/tenants/tenantIdOf'

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/

/** One comparable form per stored value: relations as their id, instants as milliseconds, nothing as null. */
function comparable(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return null
  if (Array.isArray(value)) return value.map(comparable)
  if (value instanceof Date) return value.getTime()
  if (typeof value === 'object') {
    // A populated relation compares as the id it stands for.
    if ('id' in value && ('createdAt' in value || 'updatedAt' in value)) return String(tenantIdOf(value))
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, comparable(inner)]))
  }
  if (typeof value === 'string' && ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value))) return Date.parse(value)
  return typeof value === 'number' ? String(value) : value
}

/**
 * The fields of an update whose new value differs from the stored one, leaving out `allowed`
 * (a form sends every field back unchanged, so only real changes count).
 */
export function changedFields(data: object, original: object | undefined, allowed: readonly string[]): string[] {
  const next = data as Record<string, unknown>
  const stored = (original ?? {}) as Record<string, unknown>
  return Object.keys(next).filter(
    (key) =>
      !allowed.includes(key) &&
      next[key] !== undefined &&
      JSON.stringify(comparable(next[key])) !== JSON.stringify(comparable(stored[key])),
  )
}
