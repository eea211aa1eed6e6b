import { z } from 'zod'
import { cursorParam, type KeysetPage } from '@case/db/keysetPagination'

/**
 * `?page_size=&cursor=&include_total=` for every list endpoint: pages by cursor only
 * (db/keysetPagination.ts). There is no `page` number: a cursor list has no stable page n.
 */
export const keysetPageQuery = ({ defaultSize, maxSize }: { defaultSize: number; maxSize: number }) =>
  z.object({
    page_size: z.coerce.number().int().min(1).max(maxSize).default(defaultSize),
    cursor: cursorParam.optional(),
    include_total: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true')
      .describe('true: count the whole filtered list into `total` (costs a scan of the list; off by default)'),
  })

export const keysetPageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    has_more: z.boolean().describe('true when another page follows (then next_cursor and the Link header are set)'),
    next_cursor: z
      .string()
      .nullable()
      .describe('Pass as ?cursor= for the next page; null on the last page')
      .meta({ examples: ['eyJrIjoiMjAyNi0wMy0xNlQwNzo1ODoxMi4wMDBaIiwiaSI6IjljMWU1YTdiIn0'] }),
    page_size: z
      .number()
      .int()
      .meta({ examples: [50] }),
    total: z
      .number()
      .int()
      .optional()
      .describe('Present with include_total=true, or when the first page holds the whole list')
      .meta({ examples: [137] }),
  })

/** Where the next page is: this request's path and query with the new cursor, root-relative. */
export function nextPageLink(request: Request, nextCursor: string): string {
  const url = new URL(request.url)
  url.searchParams.set('cursor', nextCursor)
  return `<${url.pathname}${url.search}>; rel="next"`
}

/**
 * The answer of every list endpoint: the page (its items as presented to the caller), `page_size`,
 * and `extra` fields of the list; `Link: <…>; rel="next"` exactly when another page follows.
 */
export function listResponse(
  request: Request,
  page: KeysetPage<unknown>,
  pageSize: number,
  extra: Record<string, unknown> = {},
): Response {
  const { items, has_more, next_cursor, total } = page
  const body = {
    items,
    has_more,
    next_cursor,
    page_size: pageSize,
    ...(total === undefined ? {} : { total }),
    ...extra,
  }
  return Response.json(body, next_cursor ? { headers: { Link: nextPageLink(request, next_cursor) } } : undefined)
}
