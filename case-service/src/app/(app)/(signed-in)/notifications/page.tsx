import { NotificationsPage } from '@case/web/notifications/NotificationsPage'

export default function Notifications() {
  return <NotificationsPage />
}
