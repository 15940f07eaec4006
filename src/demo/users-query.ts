import type { Page, UsersSortBy, UserV3 } from '../api'

const SORT_KEYS: readonly UsersSortBy[] = [
  'createdAt',
  'name',
  'email',
  'id',
  'verified',
  'isLocked',
  'provider',
  'tenantId',
]

/** A demo answer that failed validation. */
export interface QueryError {
  status: 400
  message: string
}

const isMissing = (value: unknown): boolean => value === undefined || value === null

/** Compares two present values; missing values are ordered by the caller (always last). */
const compareValues = (left: unknown, right: unknown): number => {
  if (left === right) return 0
  if (typeof left === 'string' && typeof right === 'string') {
    return left.localeCompare(right, 'en', { sensitivity: 'base' })
  }
  return Number(left) - Number(right)
}

const intParam = (value: string | null, fallback: number): number | null => {
  if (value === null || value === '') return fallback
  const parsed = Number(value)
  return Number.isInteger(parsed) && parsed >= 0 ? parsed : null
}

/**
 * Users v3 paging as the server does it: `_limit` (1..200, default 20), `_offset` (a page index),
 * `_sortBy` (allow-listed keys), `_order` (ASC | DESC), `_email` (contains, case-insensitive).
 */
export function queryUsers(users: UserV3[], params: URLSearchParams): Page<UserV3> | QueryError {
  const limit = intParam(params.get('_limit'), 20)
  if (limit === null || limit < 1 || limit > 200) {
    return { status: 400, message: '_limit must be a whole number from 1 to 200' }
  }
  const offset = intParam(params.get('_offset'), 0)
  if (offset === null)
    return { status: 400, message: '_offset must be a whole number of 0 or more' }
  const sortBy = params.get('_sortBy') ?? 'createdAt'
  if (!SORT_KEYS.includes(sortBy as UsersSortBy)) {
    return { status: 400, message: `_sortBy must be one of ${SORT_KEYS.join(', ')}` }
  }
  const order = (params.get('_order') ?? 'DESC').toUpperCase()
  if (order !== 'ASC' && order !== 'DESC') {
    return { status: 400, message: '_order must be ASC or DESC' }
  }
  const email = (params.get('_email') ?? '').trim().toLowerCase()
  const key = sortBy as UsersSortBy
  const direction = order === 'ASC' ? 1 : -1
  const matching = users
    .filter((user) => email === '' || user.email.toLowerCase().includes(email))
    .sort((left, right) => {
      const missing = Number(isMissing(left[key])) - Number(isMissing(right[key]))
      if (missing !== 0 || isMissing(left[key])) return missing || left.id.localeCompare(right.id)
      return direction * compareValues(left[key], right[key]) || left.id.localeCompare(right.id)
    })
  return {
    items: matching.slice(offset * limit, offset * limit + limit),
    _metadata: { totalItems: matching.length, totalPages: Math.ceil(matching.length / limit) },
  }
}
