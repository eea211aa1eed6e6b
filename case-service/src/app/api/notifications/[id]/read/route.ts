import { route } from '@case/http/route'
import { markNotificationReadContract } from '@case/features/notifications/contracts'
import { markNotificationRead } from '@case/features/notifications/handlers'

export const dynamic = 'force-dynamic'

export const PUT = route(markNotificationReadContract, markNotificationRead)
