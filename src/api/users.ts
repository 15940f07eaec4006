import { pathWith } from './build-url'
import type { ApiClient } from './client'
import type { AddUserInput, Page, TeamUser, UserRoles, UsersV3Query, UserV3 } from './types'

/** Paths of the user calls (wire-api §5.3, §5.4), shared with the demo router (`:userId` params). */
export const USERS_PATHS = {
  usersV3: '/identity/resources/users/v3',
  usersRoles: '/identity/resources/users/v3/roles',
  addUser: '/identity/resources/users/v2',
  deleteUser: '/team/resources/members/v1/:userId',
} as const

/** One page of the tenant's users (`_offset` is a page index, `_limit` the page size). */
export function getUsersV3(client: ApiClient, query: UsersV3Query): Promise<Page<UserV3>> {
  return client.get(USERS_PATHS.usersV3, { ...query })
}

/** The role ids of the given users (ids outside the caller's tenant are absent). */
export function getUsersRoles(client: ApiClient, ids: readonly string[]): Promise<UserRoles[]> {
  return client.get(USERS_PATHS.usersRoles, { ids })
}

/** Adds (invites) a user to the caller's tenant with the given roles. */
export function addUser(client: ApiClient, input: AddUserInput): Promise<TeamUser> {
  return client.post(USERS_PATHS.addUser, { ...input, provider: 'local' })
}

/** Removes a user from the caller's tenant. */
export async function deleteUser(client: ApiClient, userId: string): Promise<void> {
  await client.delete(pathWith(USERS_PATHS.deleteUser, { userId }))
}
