import type { ApiClient } from './client'
import type { Role } from './types'

/** Paths of the group calls (wire-api §5.6), shared with the demo handler. */
export const GROUPS_PATHS = {
  groups: '/identity/resources/groups/v1',
  config: '/identity/resources/groups/v1/config',
  usersGroups: '/identity/resources/users/v3/groups',
} as const

/** A member of a group (`IGroupUser`). */
export interface GroupUser {
  id: string
  email: string
  name: string
  profilePictureUrl: string | null
  activatedForTenant?: boolean
  createdAt: string
}

/** A group (`IGroupResponse`) with its roles and users. */
export interface Group {
  id: string
  name: string
  color?: string
  description?: string
  metadata?: string
  managedBy: 'frontegg' | 'scim2'
  roles?: Role[]
  users?: GroupUser[]
}

/** What a new or edited group is made of. */
export interface GroupInput {
  name: string
  color?: string
  description?: string
}

const groupPath = (groupId: string) => `${GROUPS_PATHS.groups}/${encodeURIComponent(groupId)}`

/** The account's groups with their roles and users. */
export function getGroups(client: ApiClient): Promise<Group[]> {
  return client.get(GROUPS_PATHS.groups, { _groupsRelations: 'rolesAndUsers' })
}

/** The account's groups alone (no relations): names and colours for the team's groups column. */
export function getGroupsOnly(client: ApiClient): Promise<Group[]> {
  return client.get(GROUPS_PATHS.groups)
}

/** The group ids of each of `userIds` in the current tenant (wire-api §5.3 row 5). */
export function getUsersGroups(
  client: ApiClient,
  userIds: readonly string[],
): Promise<{ userId: string; groupIds: string[] }[]> {
  return client.get(GROUPS_PATHS.usersGroups, { ids: userIds.join(',') })
}

/** Creates a group. */
export function createGroup(client: ApiClient, input: GroupInput): Promise<Group> {
  return client.post(GROUPS_PATHS.groups, input)
}

/** Changes a group's name, colour or description. */
export async function updateGroup(
  client: ApiClient,
  groupId: string,
  input: GroupInput,
): Promise<void> {
  await client.patch(groupPath(groupId), input)
}

/** Deletes a group. */
export async function deleteGroup(client: ApiClient, groupId: string): Promise<void> {
  await client.delete(groupPath(groupId))
}

/** Adds or removes members (`add` false removes). */
export async function changeGroupUsers(
  client: ApiClient,
  groupId: string,
  userIds: string[],
  add: boolean,
): Promise<void> {
  const path = `${groupPath(groupId)}/users`
  if (add) await client.post(path, { userIds })
  else await client.delete(path, { userIds })
}

/** Gives or takes roles (`add` false takes). */
export async function changeGroupRoles(
  client: ApiClient,
  groupId: string,
  roleIds: string[],
  add: boolean,
): Promise<void> {
  const path = `${groupPath(groupId)}/roles`
  if (add) await client.post(path, { roleIds })
  else await client.delete(path, { roleIds })
}
