import { UsersPage } from '@case/web/admin/UsersPage'

export default function AdminUsers() {
  return <UsersPage />
}
