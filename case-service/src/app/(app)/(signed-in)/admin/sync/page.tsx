import { SyncPage } from '@case/web/sync/SyncPage'

export default function BillingSync() {
  return <SyncPage />
}
