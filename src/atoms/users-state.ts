import { atom } from 'jotai/vanilla'
import type { UsersSortBy, UserV3 } from '../api'

/** The users list query. */
export interface UsersQuery {
  /** 0-based page index. */
  page: number
  pageSize: number
  sortBy: UsersSortBy
  order: 'ASC' | 'DESC'
  /** Email filter (contains); empty for none. */
  email: string
}

/** The users list as shown. */
export interface UsersState {
  status: 'idle' | 'loading' | 'ready' | 'error'
  items: UserV3[]
  totalItems: number
  totalPages: number
  error: string | null
}

/** Default query: page size 20, sorted by name descending (spec doc 001 §9). */
export const DEFAULT_USERS_QUERY: UsersQuery = {
  page: 0,
  pageSize: 20,
  sortBy: 'name',
  order: 'DESC',
  email: '',
}

/** Nothing loaded. */
export const IDLE_USERS: UsersState = {
  status: 'idle',
  items: [],
  totalItems: 0,
  totalPages: 0,
  error: null,
}

/** Writable query state. */
export const usersQueryStateAtom = atom<UsersQuery>(DEFAULT_USERS_QUERY)

/** Writable list state. */
export const usersStateAtom = atom<UsersState>(IDLE_USERS)

/** Per-store users plumbing. */
export interface UsersRuntime {
  /** Only the request with the latest sequence number may write the list. */
  seq: number
  /** Something showed the list, so a new sign-in should load it. */
  wanted: boolean
}

/** Per-store users runtime (created once per store). */
export const usersRuntimeAtom = atom<UsersRuntime>(() => ({ seq: 0, wanted: false }))
