import { z } from 'zod'
import { cursorParam } from '@case/db/keysetPagination'

/** `?page=&page_size=` for list endpoints (page is 1-based). */
export const pageQuery = ({ defaultSize, maxSize }: { defaultSize: number; maxSize: number }) =>
  z.object({
    page: z.coerce.number().int().min(1).default(1),
    page_size: z.coerce.number().int().min(1).max(maxSize).default(defaultSize),
  })

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), page_size: z.number().int() })

/** Lists paged by cursor (db/keysetPagination.ts); `page` stays for old clients and is ignored with a cursor. */
export const keysetPageQuery = (sizes: { defaultSize: number; maxSize: number }) =>
  pageQuery(sizes).extend({
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
    total: z
      .number()
      .int()
      .optional()
      .describe('Present with include_total=true, or when a page requested by `page` reaches the end of the list'),
    next_cursor: z.string().nullable().describe('Pass as ?cursor= for the next page; null on the last page'),
    page: z.number().int(),
    page_size: z.number().int(),
  })

type Page = { page: number; page_size: number }

export const pageOffset = ({ page, page_size }: Page) => (page - 1) * page_size

/** The response body of a list endpoint; `total` comes from a `count()` row (absent = 0). */
export const pageBody = <T>(items: T[], total: { value: number } | undefined, { page, page_size }: Page) => ({
  items,
  total: total?.value ?? 0,
  page,
  page_size,
})
