import { ProfileScreen } from './profile-screen'

/** The portal's Profile page: the same screen as `<profile-page>`. */
export default function ProfilePage() {
  return <ProfileScreen />
}
