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
z.globalRegistry.add(notificationSchema, {
  id: 'Notification',
  examples: [
    {
      id: '7d3b9e1a-2c4f-4a6b-9d8e-0f1a2b3c4d5e',
      type: 'disclosure_approved',
      title: 'Freigabe erteilt',
      body: 'Ihre Freigabe für Fall 2026-03-16_A*******78 gilt bis 17.03.2026, 09:12.',
      link: '/cases/0f8d2c4e-6a1b-4c3d-8e5f-7a9b1c2d3e4f',
      read: false,
      read_at: null,
      created_at: '2026-03-16T09:12:44.000Z',
    },
  ],
})

export type NotificationView = z.infer<typeof notificationSchema>

export const notificationPage = keysetPageOf(notificationSchema).extend({
  unread_count: z
    .number()
    .int()
    .describe('All unread notifications of the caller, on every page')
    .meta({ examples: [3] }),
})
