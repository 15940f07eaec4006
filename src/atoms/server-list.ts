import { atom } from 'jotai/vanilla'
import { toApiError } from '../api'
import { apiClientAtom } from './config'
import { changesRows, clampInt, IDLE_LIST } from './server-list-state'
import { resourceWatchersAtom, sessionKeyAtom } from './session-key'
import { withFreshToken } from './session-refresh'
import type { ApiClient, Page } from '../api'
import type { ListCell, ListQuery, ListSignal, ListState } from './server-list-state'
import type { ResourceWatcher, SessionKey } from './session-key'
import type { Atom, Getter, Setter, WritableAtom } from 'jotai/vanilla'

/** How to build a {@link ServerList}. */
export interface ServerListOptions<
  Item,
  Sort extends string,
  Filter extends Record<string, string>,
> {
  /** The query a session starts with. */
  defaultQuery: ListQuery<Sort, Filter>
  /** Largest page size the list asks for. */
  maxPageSize: number
  /** Asks the server for one page (the call is retried once after a token refresh on 401). */
  fetchPage: (client: ApiClient, query: ListQuery<Sort, Filter>) => Promise<Page<Item>>
}

/** A change to a list's query; `filter` merges into the current filter. */
export type ListQueryChange<Sort extends string, Filter extends Record<string, string>> = Partial<
  Omit<ListQuery<Sort, Filter>, 'filter'>
> & { filter?: Partial<Filter> }

/** The atoms of one paged, sorted, filtered server list, keyed by the session. */
export interface ServerList<Item, Sort extends string, Filter extends Record<string, string>> {
  /**
   * The list as shown. Reading it from a component mounts it: it loads when someone is signed in,
   * reloads after a sign-in or tenant switch and when the tab becomes visible again.
   */
  stateAtom: WritableAtom<ListState<Item>, [ListSignal], void>
  /** The query in effect (change it with `setQueryAtom`). */
  queryAtom: Atom<ListQuery<Sort, Filter>>
  /** Merges a change into the query and loads it; a new sort, filter or page size goes to page 0. */
  setQueryAtom: WritableAtom<null, [ListQueryChange<Sort, Filter>], Promise<void>>
  /** Loads the current query again (e.g. Retry). */
  reloadAtom: WritableAtom<null, [], Promise<void>>
  /**
   * Changes the shown items at once (an optimistic update) and returns its rollback. The rollback
   * restores the earlier items, or reloads when a newer answer has replaced them since.
   */
  editItems: (
    get: Getter,
    set: Setter,
    edit: (state: ListState<Item>) => ListState<Item>,
  ) => () => void
}

/**
 * One helper for every server list: only the latest request may write (late answers are dropped),
 * `loading` for a first load and `refreshing` when rows are already shown, back to page 0 on a new
 * filter or sort, a refetch when the tab becomes visible. Its data belongs to the session key, so
 * sign-out or a tenant switch shows an empty list at once and nothing of the previous user leaks.
 */
export function createServerList<Item, Sort extends string, Filter extends Record<string, string>>(
  options: ServerListOptions<Item, Sort, Filter>,
): ServerList<Item, Sort, Filter> {
  type Cell = ListCell<Item, Sort, Filter>
  const initial = (key: SessionKey): Cell => ({
    key,
    query: options.defaultQuery,
    state: IDLE_LIST,
    version: 0,
  })
  const cellAtom = atom<Cell>(initial(null))
  const runtimeAtom = atom(() => ({ seq: 0, watcher: undefined as ResourceWatcher | undefined }))

  /** The current session's cell; a cell of another session reads as a fresh one. */
  const cellOf = (get: Getter): Cell => {
    const key = get(sessionKeyAtom)
    const cell = get(cellAtom)
    return cell.key === key ? cell : initial(key)
  }

  const load = async (get: Getter, set: Setter): Promise<void> => {
    const runtime = get(runtimeAtom)
    runtime.seq += 1
    const seq = runtime.seq
    const cell = cellOf(get)
    if (cell.key === null) return
    const busy = cell.state.items.length > 0 ? 'refreshing' : 'loading'
    set(cellAtom, { ...cell, state: { ...cell.state, status: busy, error: null } })
    const current = () => runtime.seq === seq && get(sessionKeyAtom) === cell.key
    try {
      const page = await withFreshToken(get, set, () =>
        options.fetchPage(get(apiClientAtom), cell.query),
      )
      if (!current()) return
      const latest = cellOf(get)
      set(cellAtom, {
        ...latest,
        version: latest.version + 1,
        state: {
          status: 'ready',
          items: Array.isArray(page?.items) ? page.items : [],
          totalItems: page?._metadata?.totalItems ?? 0,
          totalPages: page?._metadata?.totalPages ?? 0,
          error: null,
        },
      })
    } catch (error) {
      if (!current()) return
      const latest = cellOf(get)
      set(cellAtom, {
        ...latest,
        state: { ...latest.state, status: 'error', error: toApiError(error) },
      })
    }
  }

  const stateAtom = atom(
    (get) => cellOf(get).state,
    (get, set, signal: ListSignal) => {
      const runtime = get(runtimeAtom)
      const watchers = get(resourceWatchersAtom)
      if (runtime.watcher) watchers.delete(runtime.watcher)
      runtime.watcher = undefined
      if (signal === 'unmount') return
      const watcher: ResourceWatcher = {
        onSessionKey: (key) => {
          if (key !== null) void load(get, set)
        },
        onVisible: () => {
          const { status } = cellOf(get).state
          if (status !== 'idle' && status !== 'loading' && status !== 'refreshing')
            void load(get, set)
        },
      }
      watchers.add(watcher)
      runtime.watcher = watcher
      const cell = cellOf(get)
      if (cell.key !== null && cell.state.status === 'idle') void load(get, set)
    },
  )
  stateAtom.onMount = (signal) => {
    signal('mount')
    return () => signal('unmount')
  }

  const setQueryAtom = atom(null, (get, set, change: ListQueryChange<Sort, Filter>) => {
    const cell = cellOf(get)
    const current = cell.query
    const next = { ...current, ...change, filter: { ...current.filter, ...change.filter } }
    next.pageSize = clampInt(next.pageSize, 1, options.maxPageSize)
    next.page =
      changesRows(current, next) && change.page === undefined
        ? 0
        : clampInt(next.page, 0, Number.MAX_SAFE_INTEGER)
    set(cellAtom, { ...cell, query: next })
    return load(get, set)
  })

  const editItems: ServerList<Item, Sort, Filter>['editItems'] = (get, set, edit) => {
    const cell = cellOf(get)
    const version = cell.version + 1
    set(cellAtom, { ...cell, version, state: edit(cell.state) })
    return () => {
      const now = get(cellAtom)
      if (now.key !== cell.key || now.key !== get(sessionKeyAtom)) return
      if (now.version === version)
        set(cellAtom, { ...now, version: version + 1, state: cell.state })
      else void load(get, set)
    }
  }

  return {
    stateAtom,
    queryAtom: atom((get) => cellOf(get).query),
    setQueryAtom,
    reloadAtom: atom(null, (get, set) => load(get, set)),
    editItems,
  }
}
