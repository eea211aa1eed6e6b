import type { CollectionSlug, DataFromCollectionSlug, Payload, Where } from 'payload'

type PageOptions = Omit<
  Parameters<Payload['find']>[0],
  'collection' | 'where' | 'sort' | 'limit' | 'page' | 'pagination'
>

/**
 * Every matching document in pages ordered by id, each page found after the last id of the one
 * before (no OFFSET: steady cost however deep the export goes). Access and `select` as in `find`.
 */
export async function* keysetPages<Slug extends CollectionSlug>(
  payload: Payload,
  collection: Slug,
  where: Where,
  pageSize: number,
  options: PageOptions = {},
): AsyncGenerator<DataFromCollectionSlug<Slug>[]> {
  // One signature for any collection: the generic `find` overloads are too wide for TypeScript to check here.
  const find = payload.find.bind(payload) as unknown as (
    args: Record<string, unknown>,
  ) => Promise<{ docs: DataFromCollectionSlug<Slug>[] }>
  for (let lastId: number | string = 0; ;) {
    const { docs: page } = await find({
      ...options,
      collection,
      where: { and: [where, { id: { greater_than: lastId } }] },
      sort: 'id',
      limit: pageSize,
      pagination: false,
    })
    if (page.length > 0) yield page
    if (page.length < pageSize) return
    lastId = page[page.length - 1]!.id
  }
}
