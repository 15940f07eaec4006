import { clampPageSize, DEFAULT_SORT_ORDER, PAGE_SIZE, pageOf, SORT_ORDERS } from '../wire'
import type { Page, SortOrder } from '../wire'

/** A list query the demo refuses, as the server does (400). */
export interface QueryError {
  status: 400
  message: string
}

/** How one list sorts: its allow-listed keys (the wire module's) and the key when none is given. */
export interface ListSorting<T, K extends keyof T & string> {
  keys: readonly K[]
  defaultKey: K
  /** Tie-breaker and stable identity of an item (the server sorts ties by id in the same order). */
  id: (item: T) => string
}

/** An integer query value, the fallback when absent, `null` when not an integer. */
export const intParam = (value: string | null, fallback: number): number | null => {
  if (value === null || value === '' || value === 'undefined') return fallback
  const parsed = Number(value)
  return Number.isInteger(parsed) ? parsed : null
}

/** True when `value` is one of `allowed` (narrowing it). */
export const oneOf = <T extends string>(allowed: readonly T[], value: string): value is T =>
  (allowed as readonly string[]).includes(value)

const isMissing = (value: unknown): boolean => value === undefined || value === null

/** Compares two present values; missing values are ordered by the caller (always last). */
const compareValues = (left: unknown, right: unknown): number => {
  if (left === right) return 0
  if (typeof left === 'string' && typeof right === 'string') {
    return left.localeCompare(right, 'en', { sensitivity: 'base' })
  }
  return Number(left) - Number(right)
}

/**
 * One page of `items` (already filtered) as the server pages a list: `_limit` clamped to the wire's
 * page sizes (default 20), `_offset` a page index, `_sortBy` one of the list's keys, `_order`
 * ASC | DESC in any case; missing values sort last. Any list feature of the demo pages this way.
 */
export function pageList<T, K extends keyof T & string>(
  items: readonly T[],
  params: URLSearchParams,
  sorting: ListSorting<T, K>,
): Page<T> | QueryError {
  const requested = intParam(params.get('_limit'), PAGE_SIZE.default)
  if (requested === null) return { status: 400, message: '_limit must be a whole number' }
  const limit = clampPageSize(requested)
  const offset = intParam(params.get('_offset'), 0)
  if (offset === null || offset < 0) {
    return { status: 400, message: '_offset must be a whole number of 0 or more' }
  }
  const sortBy = params.get('_sortBy') || sorting.defaultKey
  if (!oneOf<K>(sorting.keys, sortBy)) {
    return { status: 400, message: `_sortBy must be one of ${sorting.keys.join(', ')}` }
  }
  const order = (params.get('_order') || DEFAULT_SORT_ORDER).toUpperCase()
  if (!oneOf<SortOrder>(SORT_ORDERS, order)) {
    return { status: 400, message: `_order must be one of ${SORT_ORDERS.join(', ')}` }
  }
  const direction = order === 'ASC' ? 1 : -1
  const byId = (left: T, right: T) => direction * sorting.id(left).localeCompare(sorting.id(right))
  const sorted = [...items].sort((left, right) => {
    const [a, b] = [left[sortBy], right[sortBy]]
    const missing = Number(isMissing(a)) - Number(isMissing(b))
    if (missing !== 0 || isMissing(a)) return missing || byId(left, right)
    return direction * compareValues(a, b) || byId(left, right)
  })
  return pageOf(sorted.slice(offset * limit, offset * limit + limit), sorted.length, limit)
}
