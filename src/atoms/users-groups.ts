import { atom } from 'jotai/vanilla'
import { getGroupsOnly, getUsersGroups } from '../api/groups'
import { apiClientAtom } from './config'
import { sessionKeyAtom } from './session-key'
import { usersList } from './users'
import type { Group } from '../api/groups'

// The page's ids as one string: an edit of a shown user (a role, a lock) changes nothing here, so
// the groups are read again only when the page shows other people.
const pageIdsAtom = atom((get) =>
  get(usersList.stateAtom)
    .items.map((user) => user.id)
    .join(','),
)

/**
 * The groups of each user on the team page's current page (`users/v3/groups` for those ids, the
 * names from `groups/v1`): user id → groups. `null` when they cannot be read (no groups
 * permission, groups off): the column then shows nothing rather than an error.
 */
export const usersGroupsAtom = atom(async (get): Promise<ReadonlyMap<string, Group[]> | null> => {
  get(sessionKeyAtom)
  const ids = get(pageIdsAtom)
  if (ids === '') return new Map()
  const client = get(apiClientAtom)
  try {
    const [groups, links] = await Promise.all([
      getGroupsOnly(client),
      getUsersGroups(client, ids.split(',')),
    ])
    const byId = new Map(groups.map((group) => [group.id, group]))
    return new Map(
      links.map((link) => [link.userId, link.groupIds.flatMap((id) => byId.get(id) ?? [])]),
    )
  } catch {
    return null
  }
})
