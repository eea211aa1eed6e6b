import { withAuth } from '@case/auth/withAuth'
import { markNotificationRead } from '@case/features/notifications/notificationsApi'

export const PUT = withAuth(markNotificationRead)
