import { DashboardPage } from '@case/web/dashboard/DashboardPage'

export default function Dashboard() {
  return <DashboardPage />
}
