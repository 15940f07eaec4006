import {
  clampPageSize,
  DEFAULT_SORT_ORDER,
  DEFAULT_USER_SORT,
  PAGE_SIZE,
  pageOf,
  SORT_ORDERS,
  USER_FILTER_PRESETS,
  USER_SORT_KEYS,
} from '../wire'
import type { Page, SortOrder, UsersFilterPreset, UsersSortBy, UserV3 } from '../api'

/** A users v3 query the demo refuses, as the server does (400). */
export interface QueryError {
  status: 400
  message: string
}

/** Users who have not signed in for this long count as inactive when no `_maxInactiveSeconds`. */
const DEFAULT_INACTIVE_SECONDS = 30 * 24 * 60 * 60

const isMissing = (value: unknown): boolean => value === undefined || value === null

/** Compares two present values; missing values are ordered by the caller (always last). */
const compareValues = (left: unknown, right: unknown): number => {
  if (left === right) return 0
  if (typeof left === 'string' && typeof right === 'string') {
    return left.localeCompare(right, 'en', { sensitivity: 'base' })
  }
  return Number(left) - Number(right)
}

/** An integer query value, the fallback when absent, `null` when not an integer. */
const intParam = (value: string | null, fallback: number): number | null => {
  if (value === null || value === '' || value === 'undefined') return fallback
  const parsed = Number(value)
  return Number.isInteger(parsed) ? parsed : null
}

const oneOf = <T extends string>(allowed: readonly T[], value: string): value is T =>
  (allowed as readonly string[]).includes(value)

const matchesPreset = (
  user: UserV3,
  preset: UsersFilterPreset | null,
  inactiveSince: number,
): boolean => {
  if (preset === 'breached-passwords') return false
  if (preset === 'mfa-unenrolled') return !user.mfaEnrolled
  if (preset === 'inactive') return !user.lastLogin || Date.parse(user.lastLogin) < inactiveSince
  return true
}

/**
 * Users v3 paging as the server does it (the wire module's keys and limits): `_limit` clamped to
 * 1..200 (default 20), `_offset` a page index, `_sortBy` allow-listed, `_order` ASC | DESC in any
 * case, `_email` contains (case-insensitive), `ids`, `_preset` and `_maxInactiveSeconds`.
 */
export function queryUsers(
  users: UserV3[],
  params: URLSearchParams,
  now: number,
): Page<UserV3> | QueryError {
  const requested = intParam(params.get('_limit'), PAGE_SIZE.default)
  if (requested === null) return { status: 400, message: '_limit must be a whole number' }
  const limit = clampPageSize(requested)
  const offset = intParam(params.get('_offset'), 0)
  if (offset === null || offset < 0) {
    return { status: 400, message: '_offset must be a whole number of 0 or more' }
  }
  const sortBy = params.get('_sortBy') || DEFAULT_USER_SORT
  if (!oneOf<UsersSortBy>(USER_SORT_KEYS, sortBy)) {
    return { status: 400, message: `_sortBy must be one of ${USER_SORT_KEYS.join(', ')}` }
  }
  const order = (params.get('_order') || DEFAULT_SORT_ORDER).toUpperCase()
  if (!oneOf<SortOrder>(SORT_ORDERS, order)) {
    return { status: 400, message: `_order must be one of ${SORT_ORDERS.join(', ')}` }
  }
  const preset = params.get('_preset') || null
  if (preset !== null && !oneOf<UsersFilterPreset>(USER_FILTER_PRESETS, preset)) {
    return { status: 400, message: `_preset must be one of ${USER_FILTER_PRESETS.join(', ')}` }
  }
  const inactiveSeconds = intParam(params.get('_maxInactiveSeconds'), DEFAULT_INACTIVE_SECONDS)
  if (inactiveSeconds === null || inactiveSeconds < 0) {
    return { status: 400, message: '_maxInactiveSeconds must be a whole number of 0 or more' }
  }
  const email = (params.get('_email') ?? '').toLowerCase()
  const ids = params.get('ids')
  const idSet = ids ? new Set(ids.split(',').map((id) => id.trim())) : null
  const direction = order === 'ASC' ? 1 : -1
  const byId = (left: UserV3, right: UserV3) => direction * left.id.localeCompare(right.id)
  const matching = users
    .filter((user) => email === '' || user.email.toLowerCase().includes(email))
    .filter((user) => idSet === null || idSet.has(user.id))
    .filter((user) => matchesPreset(user, preset, now - inactiveSeconds * 1000))
    .sort((left, right) => {
      const [a, b] = [left[sortBy], right[sortBy]]
      const missing = Number(isMissing(a)) - Number(isMissing(b))
      if (missing !== 0 || isMissing(a)) return missing || byId(left, right)
      return direction * compareValues(a, b) || byId(left, right)
    })
  return pageOf(matching.slice(offset * limit, offset * limit + limit), matching.length, limit)
}
