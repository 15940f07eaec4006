import { DEFAULT_USER_SORT, USER_FILTER_PRESETS, USER_SORT_KEYS } from '../wire'
import { DEMO_BREACHED_EMAILS } from './fixtures/users'
import { intParam, oneOf, pageList } from './list-query'
import type { Page, UsersFilterPreset, UserV3 } from '../api'
import type { QueryError } from './list-query'

/** Users who have not signed in for this long count as inactive when no `_maxInactiveSeconds`. */
const DEFAULT_INACTIVE_SECONDS = 90 * 24 * 60 * 60

const matchesPreset = (
  user: UserV3,
  preset: UsersFilterPreset | null,
  inactiveSince: number,
): boolean => {
  if (preset === 'breached-passwords') return DEMO_BREACHED_EMAILS.has(user.email ?? '')
  if (preset === 'mfa-unenrolled') return !user.mfaEnrolled
  if (preset === 'inactive') return !user.lastLogin || Date.parse(user.lastLogin) < inactiveSince
  return true
}

/**
 * Users v3 as the server answers it: the wire's paging and sort keys (`pageList`), filtered by
 * `_email` (name or email contains it, case-insensitive), `ids`, `_preset` and `_maxInactiveSeconds`.
 */
export function queryUsers(
  users: UserV3[],
  params: URLSearchParams,
  now: number,
): Page<UserV3> | QueryError {
  const preset = params.get('_preset') || null
  if (preset !== null && !oneOf<UsersFilterPreset>(USER_FILTER_PRESETS, preset)) {
    return { status: 400, message: `_preset must be one of ${USER_FILTER_PRESETS.join(', ')}` }
  }
  const inactiveSeconds = intParam(params.get('_maxInactiveSeconds'), DEFAULT_INACTIVE_SECONDS)
  if (inactiveSeconds === null || inactiveSeconds < 0) {
    return { status: 400, message: '_maxInactiveSeconds must be a whole number of 0 or more' }
  }
  // `_email` searches the name or the email, as the server does.
  const email = (params.get('_email') ?? '').trim().toLowerCase()
  const ids = params.get('ids')
  const idSet = ids ? new Set(ids.split(',').map((id) => id.trim())) : null
  const matching = users.filter(
    (user) =>
      (email === '' || `${user.name} ${user.email ?? ''}`.toLowerCase().includes(email)) &&
      (idSet === null || idSet.has(user.id)) &&
      matchesPreset(user, preset, now - inactiveSeconds * 1000),
  )
  return pageList(matching, params, {
    keys: USER_SORT_KEYS,
    defaultKey: DEFAULT_USER_SORT,
    id: (user) => user.id,
  })
}
