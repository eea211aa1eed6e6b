import { InvitationsPage } from '@case/web/admin/InvitationsPage'

export default function AdminInvitations() {
  return <InvitationsPage />
}
