import { z } from 'zod'
import { keysetPageOf, keysetPageQuery } from '@case/http/pagination'

export const listNotificationsQuery = keysetPageQuery({ defaultSize: 50, maxSize: 200 }).extend({
  unread: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true')
    .describe('true: only unread ones'),
})

export type ListNotificationsQuery = z.output<typeof listNotificationsQuery>

export const notificationSchema = z.object({
  id: z.uuid(),
  type: z.string(),
  title: z.string(),
  body: z.string().nullable(),
  link: z.string().nullable(),
  read: z.boolean(),
  read_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
})
z.globalRegistry.add(notificationSchema, { id: 'Notification' })

export type NotificationView = z.infer<typeof notificationSchema>

export const notificationPage = keysetPageOf(notificationSchema).extend({
  unread_count: z.number().int().describe('All unread notifications of the caller, on every page'),
})
