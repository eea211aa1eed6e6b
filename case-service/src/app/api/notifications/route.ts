import { withAuth } from '@case/auth/withAuth'
import { listNotifications } from '@case/features/notifications/notificationsApi'

export const GET = withAuth(listNotifications)
