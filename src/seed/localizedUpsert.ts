import type { CollectionSlug, Payload } from 'payload'
import type { Tenant } from '@/payload-types'
import { upsertByField } from './upsert'

export type SeedContext = { payload: Payload; tenant: Tenant }
export type Localized = { de: string; en: string }

type Data = Record<string, unknown>

/** One demo document: the German fields (default locale) and the English translation of the localized ones. */
export type SeedDoc = { de: Data; en?: Data }
/** The id of a document seeded before, by its key (slug); throws on a key that was not seeded. */
export type IdOf = (key: string) => number
/** A document, or one that refers to documents listed before it in the same collection. */
export type SeedEntry = SeedDoc | ((earlier: IdOf) => SeedDoc)

/**
 * Non-localized arrays share their rows across locales: the English pass must address the rows
 * created by the German pass by id, or it would replace them. `en` gives the shape (only its keys
 * are written); rich text (`root`) is taken as it is.
 */
export function withRowIds(en: unknown, saved: unknown): unknown {
  if (Array.isArray(en)) {
    const rows = Array.isArray(saved) ? saved : []
    return en.map((row, index) => {
      const savedRow = rows[index] as { id?: unknown } | undefined
      const merged = withRowIds(row, savedRow)
      return savedRow?.id !== undefined && typeof merged === 'object'
        ? { ...(merged as Data), id: savedRow.id }
        : merged
    })
  }
  if (en && typeof en === 'object' && !('root' in en) && saved && typeof saved === 'object') {
    return Object.fromEntries(Object.entries(en).map(([key, value]) => [key, withRowIds(value, (saved as Data)[key])]))
  }
  return en
}

/**
 * Create-or-update by `key` within the tenant in German, then write the English texts. Required
 * localized fields are required per locale, so `en` must translate all of them.
 */
export async function upsertLocalized(
  { payload, tenant }: SeedContext,
  collection: CollectionSlug,
  { de, en }: SeedDoc,
  key = 'slug',
): Promise<Data & { id: number }> {
  const saved = (await upsertByField(
    payload,
    collection,
    key,
    { ...de, tenant: tenant.id },
    { tenant: { equals: tenant.id } },
  )) as unknown as Data & { id: number }
  if (en) {
    await payload.update({
      collection,
      id: saved.id,
      locale: 'en',
      data: withRowIds(en, saved) as never,
      overrideAccess: true,
      depth: 0,
    })
  }
  return saved
}

/** A lookup over ids by key that fails loudly: a mistyped reference in the demo data must not become a missing relation. */
export function idLookup(label: string, ids: Map<string, number>): IdOf {
  return (key) => {
    const id = ids.get(key)
    if (id === undefined) throw new Error(`seed: no ${label} "${key}" seeded before`)
    return id
  }
}

/** Upserts the entries one after another (in order: ids and default sorting follow it); the result looks up their ids by key. */
export async function upsertEach(
  ctx: SeedContext,
  collection: CollectionSlug,
  entries: SeedEntry[],
  key = 'slug',
): Promise<IdOf> {
  const ids = new Map<string, number>()
  const idOf = idLookup(collection, ids)
  for (const entry of entries) {
    const doc = typeof entry === 'function' ? entry(idOf) : entry
    const saved = await upsertLocalized(ctx, collection, doc, key)
    ids.set(String(doc.de[key]), saved.id)
  }
  return idOf
}
