import { ProfilePage } from '@case/web/profile/ProfilePage'

export default function Profile() {
  return <ProfilePage />
}
