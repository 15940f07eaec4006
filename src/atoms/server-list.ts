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
   * Changes the shown items to match a change the server has made (e.g. a created row). A load
   * already under way may predate the change: its answer is dropped and the list loads again.
   */
  editItems: (get: Getter, set: Setter, edit: ItemsEdit<Item>) => void
  /**
   * Shows a change at once, before the server has it (an optimistic update). Until it is `done` or
   * undone it is applied again to every answer that arrives, so a load that predates it cannot wipe
   * it off the screen; `undo` restores the earlier items, or reloads when a newer answer replaced
   * them since.
   */
  optimisticEdit: (get: Getter, set: Setter, edit: ItemsEdit<Item>) => OptimisticEdit
}

/** A change to the items a list shows. */
export type ItemsEdit<Item> = (state: ListState<Item>) => ListState<Item>

/** An optimistic change on screen, settled by the server's answer. */
export interface OptimisticEdit {
  /** The server accepted it: its answers carry the change from now on. */
  done: () => void
  /** The server refused it: take it off the screen. */
  undo: () => void
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
  const runtimeAtom = atom(() => ({
    seq: 0,
    watcher: undefined as ResourceWatcher | undefined,
    /** Whether a load is under way. */
    loading: false,
    /** Whether the items changed after the load under way was sent (its answer is then dropped). */
    stale: false,
    /** Optimistic edits the server has not settled yet, applied again to every answer. */
    pending: new Set<ItemsEdit<Item>>(),
  }))

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
    runtime.loading = true
    runtime.stale = false
    const current = () => runtime.seq === seq && get(sessionKeyAtom) === cell.key
    try {
      const page = await withFreshToken(get, set, () =>
        options.fetchPage(get(apiClientAtom), cell.query),
      )
      if (!current()) return
      // The items changed while this answer was on its way: it may lack that change.
      if (runtime.stale) return await load(get, set)
      runtime.loading = false
      const latest = cellOf(get)
      const answer: ListState<Item> = {
        status: 'ready',
        items: Array.isArray(page?.items) ? page.items : [],
        totalItems: page?._metadata?.totalItems ?? 0,
        totalPages: page?._metadata?.totalPages ?? 0,
        error: null,
      }
      set(cellAtom, {
        ...latest,
        version: latest.version + 1,
        state: [...runtime.pending].reduce((state, edit) => edit(state), answer),
      })
    } catch (error) {
      if (!current()) return
      runtime.loading = false
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

  /** Applies an edit to the shown items; returns the cell as it was and the new version. */
  const apply = (get: Getter, set: Setter, edit: ItemsEdit<Item>) => {
    const runtime = get(runtimeAtom)
    if (runtime.loading) runtime.stale = true
    const cell = cellOf(get)
    const version = cell.version + 1
    set(cellAtom, { ...cell, version, state: edit(cell.state) })
    return { runtime, cell, version }
  }

  const editItems: ServerList<Item, Sort, Filter>['editItems'] = (get, set, edit) => {
    apply(get, set, edit)
  }

  const optimisticEdit: ServerList<Item, Sort, Filter>['optimisticEdit'] = (get, set, edit) => {
    const { runtime, cell, version } = apply(get, set, edit)
    runtime.pending.add(edit)
    return {
      done: () => {
        runtime.pending.delete(edit)
        // A load sent before the server made the change would show the item as it was.
        if (runtime.loading) runtime.stale = true
      },
      undo: () => {
        runtime.pending.delete(edit)
        const now = get(cellAtom)
        if (now.key !== cell.key || now.key !== get(sessionKeyAtom)) return
        if (now.version === version)
          set(cellAtom, { ...now, version: version + 1, state: cell.state })
        else void load(get, set)
      },
    }
  }

  return {
    stateAtom,
    queryAtom: atom((get) => cellOf(get).query),
    setQueryAtom,
    reloadAtom: atom(null, (get, set) => load(get, set)),
    editItems,
    optimisticEdit,
  }
}
