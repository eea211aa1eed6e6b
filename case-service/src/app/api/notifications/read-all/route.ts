import { route } from '@case/http/route'
import { markAllNotificationsReadContract } from '@case/features/notifications/contracts'
import { markAllNotificationsRead } from '@case/features/notifications/handlers'

export const dynamic = 'force-dynamic'

export const PUT = route(markAllNotificationsReadContract, markAllNotificationsRead)
