import type { CollectionSlug, Payload, Where } from 'payload'
import type { Config } from '@/payload-types'

type Doc<S extends CollectionSlug> = Config['collections'][S]

/** Create-or-update keyed by one field, so the seed can run any number of times. */
export async function upsertByField<S extends CollectionSlug>(
  payload: Payload,
  collection: S,
  field: string,
  data: Record<string, unknown>,
  extraWhere: Where = {},
): Promise<Doc<S>> {
  const existing = await payload.find({
    collection,
    where: { and: [{ [field]: { equals: data[field] } }, extraWhere] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const found = existing.docs[0] as { id: number | string } | undefined
  const result = found
    ? await payload.update({ collection, id: found.id, data: data as never, overrideAccess: true, depth: 0 })
    : await payload.create({ collection, data: data as never, overrideAccess: true, depth: 0 })
  return result as Doc<S>
}
