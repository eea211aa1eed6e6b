import { ReportsPage } from '@case/web/reports/ReportsPage'

export default function Reports() {
  return <ReportsPage />
}
