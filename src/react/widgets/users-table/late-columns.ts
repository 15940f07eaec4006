import { featureFlagsAtom, holdsPermission, isFeatureFlagOn } from '../../../atoms/index'
import { appsColumn, loadUsersApps } from './load-users-apps'
import { loadUsersGroups, teamColumns } from './load-users-groups'
import { MULTI_APPS_FLAG } from './multi-apps'
import type { ApiClient } from '../../../api/client'
import type { Group } from '../../../api/groups'
import type { UserV3 } from '../../../api/index'
import type { FoyerStore, FoyerUser } from '../../../atoms/index'
import type { DataColumn } from '../../ui/index'
import type { UsersApps } from './load-users-apps'
import type { UserCellContext } from './user-columns'

/** What the late columns show of the users on the page (`undefined` while loading). */
export interface LateData {
  groups: ReadonlyMap<string, Group[]> | null | undefined
  apps: UsersApps
  /** The vendor's multi-apps-admin-portal flag is on: the applications column shows. */
  multiApps: boolean
}

/**
 * Whether the signed-in member may do what a permission key names: the table's write controls
 * follow it (here, so the table's first load carries no permission check).
 */
export const may = holdsPermission

const readsGroups = (user: FoyerUser | null) => holdsPermission(user, 'fe.secure.read.groups')

/**
 * The groups and the applications of the users shown, read side by side; each `null` when it
 * cannot be read (no permission, groups off), so its column shows nothing rather than an error.
 * The groups are not asked for at all when the member may not read them.
 */
export async function loadLateData(
  client: ApiClient,
  userIds: readonly string[],
  user: FoyerUser | null,
  store: Pick<FoyerStore, 'get'>,
) {
  // The flags load beside the session restore: by the first page they are in the store.
  const multiApps = isFeatureFlagOn(store.get(featureFlagsAtom).flags, MULTI_APPS_FLAG)
  const [groups, apps] = await Promise.all([
    readsGroups(user) ? loadUsersGroups(client, userIds) : null,
    multiApps ? loadUsersApps(client, userIds) : null,
  ])
  return { groups, apps, multiApps } satisfies LateData
}

/**
 * The columns that join the table once its first page is shown (spec: users table columns):
 * applications, groups and managed by, with their data once it is read. A chunk of its own with
 * their code and words, so the table's first load carries none of them.
 */
export function lateColumns(
  context: UserCellContext,
  data: LateData | undefined,
  user: FoyerUser | null,
): { apps?: DataColumn<UserV3>; groups?: DataColumn<UserV3>; managedBy?: DataColumn<UserV3> } {
  const [groups, managedBy] = teamColumns({ ...context, groups: data?.groups })
  // A member who may not read the groups gets no groups column rather than an empty one.
  return {
    // Without the vendor's multi-apps flag, no applications column (the flag unread yet: none).
    apps: data?.multiApps ? appsColumn(context, data.apps) : undefined,
    groups: readsGroups(user) ? groups : undefined,
    managedBy,
  }
}
