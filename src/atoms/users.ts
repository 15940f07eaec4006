import { atom } from 'jotai/vanilla'
import { getUsersV3, toApiError } from '../api'
import { apiClientAtom } from './config'
import { withFreshToken } from './session-refresh'
import { sessionStateAtom } from './session-state'
import { IDLE_USERS, usersQueryStateAtom, usersRuntimeAtom, usersStateAtom } from './users-state'
import type { UsersQuery } from './users-state'

/** The users list query (read-only; change it with `setUsersQueryAtom`). */
export const usersQueryAtom = atom((get) => get(usersQueryStateAtom))

/** The users list: status, the current page's items and totals (read-only). */
export const usersAtom = atom((get) => get(usersStateAtom))

/** Largest page size the list asks for. */
export const MAX_USERS_PAGE_SIZE = 200

/**
 * Loads the current query's page when signed in. Earlier items stay visible while loading; only
 * the latest request may write the list, so answers that arrive late are dropped. Once called, a
 * later sign-in in the same store reloads the list by itself.
 */
export const loadUsersAtom = atom(null, async (get, set): Promise<void> => {
  const runtime = get(usersRuntimeAtom)
  runtime.wanted = true
  runtime.seq += 1
  const seq = runtime.seq
  if (get(sessionStateAtom).status !== 'signed-in') {
    set(usersStateAtom, IDLE_USERS)
    return
  }
  const query = get(usersQueryStateAtom)
  set(usersStateAtom, (state) => ({ ...state, status: 'loading', error: null }))
  try {
    const email = query.email.trim()
    const page = await withFreshToken(get, set, () =>
      getUsersV3(get(apiClientAtom), {
        _offset: query.page,
        _limit: query.pageSize,
        _sortBy: query.sortBy,
        _order: query.order,
        ...(email ? { _email: email } : {}),
      }),
    )
    if (runtime.seq !== seq) return
    set(usersStateAtom, {
      status: 'ready',
      items: Array.isArray(page.items) ? page.items : [],
      totalItems: page._metadata?.totalItems ?? 0,
      totalPages: page._metadata?.totalPages ?? 0,
      error: null,
    })
  } catch (error) {
    if (runtime.seq !== seq) return
    set(usersStateAtom, (state) => ({
      ...state,
      status: 'error',
      error: toApiError(error).message,
    }))
  }
})

const clampInt = (value: number, min: number, max: number): number =>
  Number.isFinite(value) ? Math.min(max, Math.max(min, Math.trunc(value))) : min

/**
 * Merges a change into the query and loads it. Changing the sort, order, email filter or page
 * size goes back to the first page (unless a page is given too).
 */
export const setUsersQueryAtom = atom(
  null,
  (get, set, change: Partial<UsersQuery>): Promise<void> => {
    const current = get(usersQueryStateAtom)
    const next: UsersQuery = { ...current, ...change }
    const resets =
      next.sortBy !== current.sortBy ||
      next.order !== current.order ||
      next.email.trim() !== current.email.trim() ||
      next.pageSize !== current.pageSize
    next.pageSize = clampInt(next.pageSize, 1, MAX_USERS_PAGE_SIZE)
    next.page =
      resets && change.page === undefined ? 0 : clampInt(next.page, 0, Number.MAX_SAFE_INTEGER)
    set(usersQueryStateAtom, next)
    return set(loadUsersAtom)
  },
)
