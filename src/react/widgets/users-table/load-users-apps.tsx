import { getApplications, getUsersApps } from '../../../api/app-access'
import { addEnglish } from '../../../i18n/index'
import { appAccess as appAccessEnglish } from '../../../i18n/messages/en'
import { chips } from './user-columns'
import type { ApiClient } from '../../../api/client'
import type { UserV3 } from '../../../api/index'
import type { DataColumn } from '../../ui/index'
import type { UserCellContext } from './user-columns'

addEnglish(appAccessEnglish)

/** User id → names of the applications they can use; `null` unreadable, `undefined` loading. */
export type UsersApps = ReadonlyMap<string, string[]> | null | undefined

/**
 * The applications each shown user can use in this tenant (`users-apps` for their ids, the names
 * from `applications/v1`): open-to-everyone ones and those assigned to them. `null` when they
 * cannot be read (no users permission), so the column shows nothing rather than an error.
 */
export async function loadUsersApps(
  client: ApiClient,
  userIds: readonly string[],
): Promise<ReadonlyMap<string, string[]> | null> {
  if (userIds.length === 0) return new Map()
  try {
    const links = await getUsersApps(client, userIds)
    const ids = [...new Set(links.flatMap((link) => link.appIds))]
    const apps = ids.length === 0 ? [] : await getApplications(client, ids)
    const names = new Map(apps.map((app) => [app.id, app.name]))
    return new Map(
      links.map((link) => [link.userId, link.appIds.flatMap((id) => names.get(id) ?? [])]),
    )
  } catch {
    return null
  }
}

/** The users table's applications column (spec: users table columns), after the user column. */
export function appsColumn(context: UserCellContext, apps: UsersApps): DataColumn<UserV3> {
  const { t, styles } = context
  const header = t('appAccess.column')
  return {
    id: 'applications',
    header,
    fold: 'early',
    cell: (user) =>
      chips(
        apps?.get(user.id) ?? [],
        header,
        // Unreadable or still loading: nothing rather than a wrong "No applications".
        apps ? t('appAccess.none') : '',
        'application',
        styles,
      ),
  }
}
