import { methods, route } from '@case/http/route'
import { listNotificationsContract } from '@case/features/notifications/contracts'
import { listNotifications } from '@case/features/notifications/handlers'

export const dynamic = 'force-dynamic'

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = methods({
  GET: route(listNotificationsContract, listNotifications),
})
