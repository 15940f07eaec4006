import { getUsersV3 } from '../api'
import { createServerList } from './server-list'
import { DEFAULT_USERS_QUERY, MAX_USERS_PAGE_SIZE } from './users-state'
import type { UsersSortBy, UserV3 } from '../api'
import type { UsersFilter } from './users-state'

/**
 * The tenant's users, a page at a time (users v3): mounted by reading `usersList.stateAtom`, it loads
 * while someone is signed in and empties on sign-out or a tenant switch.
 */
export const usersList = createServerList<UserV3, UsersSortBy, UsersFilter>({
  defaultQuery: DEFAULT_USERS_QUERY,
  maxPageSize: MAX_USERS_PAGE_SIZE,
  fetchPage: (client, query) => {
    const email = query.filter.email.trim()
    return getUsersV3(client, {
      _offset: query.page,
      _limit: query.pageSize,
      _sortBy: query.sortBy,
      _order: query.order,
      ...(email ? { _email: email } : {}),
      ...(query.filter.preset ? { _preset: query.filter.preset } : {}),
    })
  },
})
