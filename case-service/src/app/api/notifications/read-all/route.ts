import { methods, route } from '@case/http/route'
import { markAllNotificationsReadContract } from '@case/features/notifications/contracts'
import { markAllNotificationsRead } from '@case/features/notifications/handlers'

export const dynamic = 'force-dynamic'

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = methods({
  PUT: route(markAllNotificationsReadContract, markAllNotificationsRead),
})
