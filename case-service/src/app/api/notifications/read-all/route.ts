import { withAuth } from '@case/auth/withAuth'
import { markAllNotificationsRead } from '@case/features/notifications/notificationsApi'

export const PUT = withAuth(markAllNotificationsRead)
