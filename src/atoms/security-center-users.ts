import { getUsersV3 } from '../api'
import { createServerList } from './server-list'
import { MAX_USERS_PAGE_SIZE } from './users-state'
import type { UsersFilterPreset, UsersSortBy, UserV3 } from '../api'
import type { ServerList } from './server-list'

/** The security center's user tables: one users v3 preset each. */
export type SecurityUsersKind = 'breached' | 'mfaUnenrolled' | 'inactive'

const presets: Record<SecurityUsersKind, UsersFilterPreset> = {
  breached: 'breached-passwords',
  mfaUnenrolled: 'mfa-unenrolled',
  inactive: 'inactive',
}

/** Members not seen for this long are inactive: 90 days, the spec's `_maxInactiveSeconds` default. */
export const INACTIVE_SECONDS = 90 * 24 * 3600

const listOf = (kind: SecurityUsersKind) =>
  createServerList<UserV3, UsersSortBy, Record<string, never>>({
    defaultQuery: { page: 0, pageSize: 10, sortBy: 'name', order: 'ASC', filter: {} },
    maxPageSize: MAX_USERS_PAGE_SIZE,
    fetchPage: (client, query) =>
      getUsersV3(client, {
        _offset: query.page,
        _limit: query.pageSize,
        _sortBy: query.sortBy,
        _order: query.order,
        _preset: presets[kind],
        ...(kind === 'inactive' ? { _maxInactiveSeconds: INACTIVE_SECONDS } : {}),
      }),
  })

/**
 * The members behind three recommendations, each the Team table's preset as its own list (its own
 * page and sort, apart from the Users page's): breached passwords, no second factor, inactive.
 */
export const securityUsersLists: Record<
  SecurityUsersKind,
  ServerList<UserV3, UsersSortBy, Record<string, never>>
> = {
  breached: listOf('breached'),
  mfaUnenrolled: listOf('mfaUnenrolled'),
  inactive: listOf('inactive'),
}
