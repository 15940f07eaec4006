import type { ApiClient } from './client'
import type { Page, UserRoles, UsersV3Query, UserV3 } from './types'

/** Paths of the user list calls (wire-api §5.3), shared with the demo handler. */
export const USERS_PATHS = {
  usersV3: '/identity/resources/users/v3',
  usersRoles: '/identity/resources/users/v3/roles',
} as const

/** One page of the tenant's users (`_offset` is a page index, `_limit` the page size). */
export function getUsersV3(client: ApiClient, query: UsersV3Query): Promise<Page<UserV3>> {
  return client.get(USERS_PATHS.usersV3, { ...query })
}

/** The role ids of the given users (ids outside the caller's tenant are absent). */
export function getUsersRoles(client: ApiClient, ids: readonly string[]): Promise<UserRoles[]> {
  return client.get(USERS_PATHS.usersRoles, { ids })
}
