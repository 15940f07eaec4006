import type { ApiError } from '../api'

/** Sort direction, as the wire protocol spells it. */
export type SortOrder = 'ASC' | 'DESC'

/** What a paged list asks the server for. */
export interface ListQuery<Sort extends string, Filter extends Record<string, string>> {
  /** 0-based page index. */
  page: number
  pageSize: number
  sortBy: Sort
  order: SortOrder
  /** Filters by name (e.g. `{ email: 'dana' }`); empty strings mean no filter. */
  filter: Filter
}

/**
 * A server list as shown. `loading` is the first load (nothing to show yet: skeleton rows);
 * `refreshing` loads while earlier items stay visible; `error` keeps the items it had.
 */
export interface ListState<Item> {
  status: 'idle' | 'loading' | 'refreshing' | 'ready' | 'error'
  items: Item[]
  totalItems: number
  totalPages: number
  /** Why the last load failed; screens pick the words. */
  error: ApiError | null
}

/** A list with nothing loaded. */
export const IDLE_LIST: ListState<never> = {
  status: 'idle',
  items: [],
  totalItems: 0,
  totalPages: 0,
  error: null,
}

/** What one session holds of a list: the key it belongs to, its query and what was loaded. */
export interface ListCell<Item, Sort extends string, Filter extends Record<string, string>> {
  key: string | null
  query: ListQuery<Sort, Filter>
  state: ListState<Item>
  /** Bumped by every write of the items, so a rollback never undoes a newer answer. */
  version: number
}

/** Signals the list's state atom takes: mounting and unmounting (jotai `onMount`). */
export type ListSignal = 'mount' | 'unmount'

const trimmed = (filter: Record<string, string>): string =>
  JSON.stringify(
    Object.keys(filter)
      .sort()
      .map((name) => [name, (filter[name] ?? '').trim()]),
  )

/** Whether going from `a` to `b` shows other rows, so paging starts over. */
export function changesRows<Sort extends string, Filter extends Record<string, string>>(
  a: ListQuery<Sort, Filter>,
  b: ListQuery<Sort, Filter>,
): boolean {
  return (
    a.sortBy !== b.sortBy ||
    a.order !== b.order ||
    a.pageSize !== b.pageSize ||
    trimmed(a.filter) !== trimmed(b.filter)
  )
}

/** Clamps `value` to an integer in [min, max] (`min` for anything not finite). */
export const clampInt = (value: number, min: number, max: number): number =>
  Number.isFinite(value) ? Math.min(max, Math.max(min, Math.trunc(value))) : min
