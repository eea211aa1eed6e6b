import { z } from 'zod'

/** `?page=&page_size=` for list endpoints (page is 1-based). */
export const pageQuery = ({ defaultSize, maxSize }: { defaultSize: number; maxSize: number }) =>
  z.object({
    page: z.coerce.number().int().min(1).default(1),
    page_size: z.coerce.number().int().min(1).max(maxSize).default(defaultSize),
  })

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), page_size: z.number().int() })

export const pageOffset = ({ page, page_size }: { page: number; page_size: number }) => (page - 1) * page_size
