import type { ApiClient } from './client'
import type { Page, UserV3 } from './types'

/** Paths of the account hierarchy (wire §5.7 rows 3-9, §5.8, §5.3 row 1). */
export const HIERARCHY_PATHS = {
  tree: '/tenants/resources/hierarchy/v1/tree',
  search: '/tenants/resources/hierarchy/v2',
  usersCount: '/identity/resources/tenants/users/v1/count',
  subTenants: '/tenants/resources/sub-tenants/v1',
  subTenantUsers: '/identity/resources/sub-tenants/users/v1',
  addUsers: '/identity/resources/sub-tenants/users/v2/',
  userToken: '/identity/resources/users/v3/me/token',
  usersV3: '/identity/resources/users/v3',
} as const

/** How a parent's members get into a sub-account (`SubAccountAccessTypeEnum`). */
export type SubAccountAccessType = 'defaultOff' | 'defaultOn' | 'alwaysOn'

/** The access types, in the order the page offers them. */
export const ACCESS_TYPES: readonly SubAccountAccessType[] = ['defaultOff', 'defaultOn', 'alwaysOn']

/** A node of the tree (`ISubTenantTree`). */
export interface SubTenantTree {
  tenantId: string
  tenantName: string
  createdAt: string
  children: SubTenantTree[]
}

/** A found sub-account (`SearchSubTenantsResponse`). */
export interface SubAccount {
  tenantId: string
  name: string
  createdAt: string
  metadata: { isParent?: boolean }
  isReseller?: boolean
  subAccountAccessType?: SubAccountAccessType
}

/** A search of sub-accounts: a level (`_subTenantId`'s children) or names below (`_filter`). */
export interface SubAccountSearch {
  _limit: number
  /** A page index. */
  _offset: number
  _filter?: string
  _subTenantId?: string
  _sortBy?: 'name' | 'createdAt' | 'tenantId'
  _order?: 'ASC' | 'DESC'
}

/** Members of an account, and how many of them said yes to its sub-accounts. */
export interface TenantUsersCount {
  tenantId: string
  totalUsers: number
  totalAccessAllowedUsers: number
}

/** A user token for one account (`GetUserJwt`). */
export interface SubAccountToken {
  accessToken: string
  expires: string
  expiresIn: number
}

/** The account and everything under it, as a tree. */
export const getSubAccountTree = (client: ApiClient): Promise<SubTenantTree> =>
  client.get(HIERARCHY_PATHS.tree)

/** A page of sub-accounts. */
export const searchSubAccounts = (
  client: ApiClient,
  query: SubAccountSearch,
): Promise<Page<SubAccount>> => client.get(HIERARCHY_PATHS.search, { ...query })

/** Member counts of the given accounts (those outside the caller's tree are left out). */
export const getTenantsUsersCount = (
  client: ApiClient,
  tenantIds: readonly string[],
): Promise<TenantUsersCount[]> => client.post(HIERARCHY_PATHS.usersCount, { tenantIds })

/** Creates a sub-account under `parentTenantId`. */
export const createSubAccount = (
  client: ApiClient,
  input: { name: string; parentTenantId: string },
): Promise<{ tenantId: string; name: string }> => client.post(HIERARCHY_PATHS.subTenants, input)

/** Renames a sub-account. */
export const renameSubAccount = async (client: ApiClient, tenantId: string, name: string) => {
  await client.patch(`${HIERARCHY_PATHS.subTenants}/${encodeURIComponent(tenantId)}`, { name })
}

/** Deletes a sub-account and everything under it. */
export const deleteSubAccount = async (client: ApiClient, tenantId: string) => {
  await client.delete(`${HIERARCHY_PATHS.subTenants}/${encodeURIComponent(tenantId)}`)
}

/** Turns sub-account management of a sub-account on or off. */
export const setSubAccountManagement = async (
  client: ApiClient,
  tenantId: string,
  isReseller: boolean,
) => {
  await client.put(`${HIERARCHY_PATHS.subTenants}/${encodeURIComponent(tenantId)}/management`, {
    isReseller,
  })
}

/** Sets how the parent's members get into a sub-account. */
export const setSubAccountAccessType = async (
  client: ApiClient,
  tenantId: string,
  subAccountAccessType: SubAccountAccessType,
) => {
  await client.put(
    `${HIERARCHY_PATHS.subTenants}/${encodeURIComponent(tenantId)}/hierarchy-settings`,
    { subAccountAccessType },
  )
}

/**
 * A user token for an account under the caller's (403: its access rules keep them out), asked
 * with `sessionToken` when given (the session's own, while the client sends a sub-account's).
 */
export const getSubAccountToken = (
  client: ApiClient,
  tenantId: string,
  sessionToken?: string,
): Promise<SubAccountToken> =>
  client.request(HIERARCHY_PATHS.userToken, {
    method: 'POST',
    body: { tenantId },
    ...(sessionToken ? { headers: { Authorization: `Bearer ${sessionToken}` } } : {}),
  })

/** The people of an account, with that account's token: 10 a page by name, descending (spec §9). */
export const getSubAccountUsers = (
  client: ApiClient,
  token: string,
  page: number,
): Promise<Page<UserV3>> =>
  client.request(HIERARCHY_PATHS.usersV3, {
    query: { _limit: 10, _offset: page, _sortBy: 'name', _order: 'DESC' },
    headers: { Authorization: `Bearer ${token}` },
  })

/** Invites people into a sub-account with roles, and their say on its own sub-accounts. */
export const addSubAccountUsers = async (
  client: ApiClient,
  input: {
    tenantId: string
    users: { email: string; name?: string }[]
    roleIds: string[]
    allowSubAccountAccess: boolean
  },
) => {
  await client.post(HIERARCHY_PATHS.addUsers, input)
}

/** Removes a person from a sub-account. */
export const removeSubAccountUser = async (client: ApiClient, tenantId: string, userId: string) => {
  await client.delete(HIERARCHY_PATHS.subTenantUsers, { userId, subTenants: [{ tenantId }] })
}

/** Sets a person's roles in a sub-account. */
export const setSubAccountUserRoles = async (
  client: ApiClient,
  tenantId: string,
  userId: string,
  roleIds: string[],
) => {
  await client.patch(`${HIERARCHY_PATHS.subTenantUsers}/${encodeURIComponent(userId)}/roles`, {
    subTenantsRoles: [{ tenantId, roleIds }],
  })
}
