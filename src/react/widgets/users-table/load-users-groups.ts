import { getGroupsOnly, getUsersGroups } from '../../../api/groups'
import type { ApiClient } from '../../../api/client'
import type { Group } from '../../../api/groups'

export { teamColumns } from './team-columns'

/**
 * The groups of each user shown (`users/v3/groups` for their ids, the names from `groups/v1`):
 * user id → groups; `null` when they cannot be read (no groups permission, groups off), so the
 * column shows nothing rather than an error. A chunk of its own with the two columns (and their
 * words): the table's first load carries neither; they join the table once the page is shown.
 */
export async function loadUsersGroups(
  client: ApiClient,
  userIds: readonly string[],
): Promise<ReadonlyMap<string, Group[]> | null> {
  if (userIds.length === 0) return new Map()
  try {
    const [groups, links] = await Promise.all([
      getGroupsOnly(client),
      getUsersGroups(client, userIds),
    ])
    const byId = new Map(groups.map((group) => [group.id, group]))
    return new Map(
      links.map((link) => [link.userId, link.groupIds.flatMap((id) => byId.get(id) ?? [])]),
    )
  } catch {
    return null
  }
}
