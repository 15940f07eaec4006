/**
 * Paged lists on the wire (`FronteggPaginationWrapper`): `_limit` is the page size, `_offset` the
 * zero-based page index (not a row count), and the answer is `{items, _metadata}`.
 */

/** Page sizes: the default when `_limit` is absent; a `_limit` outside min..max is clamped. */
export const PAGE_SIZE = { min: 1, default: 20, max: 200 } as const

/** Sort orders of paged lists (`PaginationOrderEnum`); `_order` is read case-insensitively. */
export const SORT_ORDERS = ['ASC', 'DESC'] as const

/** One sort order. */
export type SortOrder = (typeof SORT_ORDERS)[number]

/** The order of a list when `_order` is absent: newest (or largest) first. */
export const DEFAULT_SORT_ORDER: SortOrder = 'DESC'

/** Counts of a paged list. */
export interface PageMetadata {
  totalItems: number
  totalPages: number
}

/** A page of a paged list. */
export interface Page<T> {
  items: T[]
  _metadata: PageMetadata
  _links?: { next: string; prev: string; first: string; last: string }
}

/** A requested page size brought into `PAGE_SIZE.min..PAGE_SIZE.max` (the server clamps, never refuses). */
export function clampPageSize(limit: number): number {
  return Math.min(PAGE_SIZE.max, Math.max(PAGE_SIZE.min, limit))
}

/** The page `{items, _metadata}` of `totalItems` rows cut into pages of `pageSize`. */
export function pageOf<T>(items: T[], totalItems: number, pageSize: number): Page<T> {
  return { items, _metadata: { totalItems, totalPages: Math.ceil(totalItems / pageSize) } }
}
