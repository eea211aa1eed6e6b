import { methods, route } from '@case/http/route'
import { markNotificationReadContract } from '@case/features/notifications/contracts'
import { markNotificationRead } from '@case/features/notifications/handlers'

export const dynamic = 'force-dynamic'

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = methods({
  PUT: route(markNotificationReadContract, markNotificationRead),
})
