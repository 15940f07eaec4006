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

/** Per-store sequence number: only the latest request may write the list. */
export const usersRuntimeAtom = atom<{ seq: number }>(() => ({ seq: 0 }))
