import type { UsersFilterPreset, UsersSortBy, UserV3 } from '../api'
import type { ListQuery, ListState } from './server-list-state'

/** Filters of the users list: email or name (contains), a preset (spec §4); empty for none. */
export interface UsersFilter extends Record<string, string> {
  email: string
  preset: UsersFilterPreset | ''
}

/** The users list query. */
export type UsersQuery = ListQuery<UsersSortBy, UsersFilter>

/** The users list as shown. */
export type UsersState = ListState<UserV3>

/** Default query: page size 20, sorted by name descending (spec doc 001 §9). */
export const DEFAULT_USERS_QUERY: UsersQuery = {
  page: 0,
  pageSize: 20,
  sortBy: 'name',
  order: 'DESC',
  filter: { email: '', preset: '' },
}

/** Largest page size the list asks for. */
export const MAX_USERS_PAGE_SIZE = 200
