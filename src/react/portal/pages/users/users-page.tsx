import { UsersTableScreen } from '../../../widgets/users-table/users-table-screen'

/** The portal's Users page: the tenant's team, the same screen as `<users-table>`. */
export default function UsersPage() {
  return <UsersTableScreen />
}
