import { atom } from 'jotai/vanilla'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../src/api'
import { createMutation, createServerList } from '../../src/atoms'
import { listStore, signIn, signOut } from './list-store'

type Row = { id: string; name: string }

/** A list of two rows and a rename mutation whose server answers after 50 ms (or refuses). */
function renameFixture() {
  let refuse: ApiError | null = null
  const list = createServerList<Row, 'name', Record<string, string>>({
    defaultQuery: { page: 0, pageSize: 20, sortBy: 'name', order: 'ASC', filter: {} },
    maxPageSize: 20,
    fetchPage: () =>
      Promise.resolve({
        items: [
          { id: '1', name: 'Ada' },
          { id: '2', name: 'Grace' },
        ],
        _metadata: { totalItems: 2, totalPages: 1 },
      }),
  })
  const rename = createMutation<Row, Row>({
    run: (_client, row) =>
      new Promise((resolve, reject) =>
        setTimeout(() => (refuse ? reject(refuse) : resolve(row)), 50),
      ),
    optimistic: (get, set, row) =>
      list.optimisticEdit(get, set, (state) => ({
        ...state,
        items: state.items.map((item) => (item.id === row.id ? row : item)),
      })),
  })
  return { list, rename, refuseWith: (error: ApiError) => (refuse = error) }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

const names = (rows: Row[]) => rows.map((row) => row.name)

async function mounted() {
  const store = listStore()
  const fixture = renameFixture()
  signIn(store, 'u1', 't1')
  store.sub(fixture.list.stateAtom, () => undefined)
  await vi.runAllTimersAsync()
  return { store, ...fixture }
}

describe('optimistic mutation', () => {
  it('shows the change at once and keeps it when the server accepts', async () => {
    const { store, list, rename } = await mounted()
    const done = store.set(rename.runAtom, { id: '1', name: 'Ada L.' })
    expect(names(store.get(list.stateAtom).items)).toEqual(['Ada L.', 'Grace'])
    expect(store.get(rename.stateAtom)).toEqual({ status: 'pending', error: null })
    await vi.runAllTimersAsync()
    await expect(done).resolves.toEqual({ id: '1', name: 'Ada L.' })
    expect(store.get(rename.stateAtom)).toEqual({ status: 'success', error: null })
    expect(names(store.get(list.stateAtom).items)).toEqual(['Ada L.', 'Grace'])
  })

  it('rolls back on failure and keeps the error for the screen', async () => {
    const { store, list, rename, refuseWith } = await mounted()
    refuseWith(new ApiError('Name is too long', { status: 400, errorCode: 'ER-01000' }))
    const done = store.set(rename.runAtom, { id: '2', name: 'x'.repeat(300) })
    expect(names(store.get(list.stateAtom).items)[1]).toHaveLength(300)
    await vi.runAllTimersAsync()
    await expect(done).resolves.toBeUndefined()
    expect(names(store.get(list.stateAtom).items)).toEqual(['Ada', 'Grace'])
    const state = store.get(rename.stateAtom)
    expect(state.status).toBe('error')
    expect(state.error).toBeInstanceOf(ApiError)
    expect(state.error).toMatchObject({ status: 400, message: 'Name is too long' })
    store.set(rename.resetAtom)
    expect(store.get(rename.stateAtom)).toEqual({ status: 'idle', error: null })
  })

  it('reloads instead of restoring when a newer answer replaced the rows meanwhile', async () => {
    const { store, list, rename, refuseWith } = await mounted()
    refuseWith(new ApiError('Conflict', { status: 409 }))
    const done = store.set(rename.runAtom, { id: '1', name: 'Changed' })
    void store.set(list.reloadAtom)
    await vi.runAllTimersAsync()
    await done
    expect(names(store.get(list.stateAtom).items)).toEqual(['Ada', 'Grace'])
    expect(store.get(rename.stateAtom).status).toBe('error')
  })

  it('forgets its error at sign-out and ignores an answer of the old session', async () => {
    const { store, rename, refuseWith } = await mounted()
    refuseWith(new ApiError('Nope', { status: 400 }))
    await Promise.all([store.set(rename.runAtom, { id: '1', name: 'X' }), vi.runAllTimersAsync()])
    expect(store.get(rename.stateAtom).status).toBe('error')
    signOut(store)
    expect(store.get(rename.stateAtom)).toEqual({ status: 'idle', error: null })
    signIn(store, 'u2', 't1')
    expect(store.get(rename.stateAtom)).toEqual({ status: 'idle', error: null })
    const late = store.set(rename.runAtom, { id: '1', name: 'Y' })
    signIn(store, 'u2', 't9')
    await vi.runAllTimersAsync()
    await late
    expect(store.get(rename.stateAtom)).toEqual({ status: 'idle', error: null })
  })
})

/** A server of two rows whose lists answer after 100 ms with the rows as they were when asked. */
function slowServerFixture() {
  const rows: Row[] = [
    { id: '1', name: 'Ada' },
    { id: '2', name: 'Grace' },
  ]
  let requests = 0
  const list = createServerList<Row, 'name', Record<string, string>>({
    defaultQuery: { page: 0, pageSize: 20, sortBy: 'name', order: 'ASC', filter: {} },
    maxPageSize: 20,
    fetchPage: () => {
      requests += 1
      const snapshot = rows.map((row) => ({ ...row }))
      return new Promise((resolve) =>
        setTimeout(
          () => resolve({ items: snapshot, _metadata: { totalItems: 2, totalPages: 1 } }),
          100,
        ),
      )
    },
  })
  const rename = createMutation<Row, Row>({
    run: (_client, row) =>
      new Promise((resolve) =>
        setTimeout(() => {
          Object.assign(rows.find((item) => item.id === row.id) ?? {}, row)
          resolve(row)
        }, 30),
      ),
    optimistic: (get, set, row) =>
      list.optimisticEdit(get, set, (state) => ({
        ...state,
        items: state.items.map((item) => (item.id === row.id ? row : item)),
      })),
  })
  const added = (row: Row) => {
    rows.push(row)
  }
  return { list, rename, added, requests: () => requests }
}

describe('a change made while the list is loading', () => {
  async function loadedSlowly() {
    const store = listStore()
    const fixture = slowServerFixture()
    signIn(store, 'u1', 't1')
    store.sub(fixture.list.stateAtom, () => undefined)
    await vi.runAllTimersAsync()
    return { store, ...fixture }
  }

  it('stays on screen when a load sent before it answers, pending or accepted', async () => {
    const { store, list, rename, requests } = await loadedSlowly()
    void store.set(list.reloadAtom) // answers at 100 ms with the rows as they were
    await vi.advanceTimersByTimeAsync(10)
    const done = store.set(rename.runAtom, { id: '1', name: 'Ada L.' }) // accepted at 40 ms
    expect(names(store.get(list.stateAtom).items)).toEqual(['Ada L.', 'Grace'])
    await vi.advanceTimersByTimeAsync(95) // the old answer has arrived
    await done
    expect(names(store.get(list.stateAtom).items)).toEqual(['Ada L.', 'Grace'])
    await vi.runAllTimersAsync()
    expect(names(store.get(list.stateAtom).items)).toEqual(['Ada L.', 'Grace'])
    expect(store.get(list.stateAtom).status).toBe('ready')
    expect(requests()).toBe(3) // the first load, the stale one, and the one sent again
  })

  it('keeps a pending change over an answer that arrives before the server has it', async () => {
    const { store, list, requests } = await loadedSlowly()
    const change = store.set(
      atom(null, (get, set) =>
        list.optimisticEdit(get, set, (state) => ({ ...state, items: state.items.slice(1) })),
      ),
    )
    const reload = store.set(list.reloadAtom)
    await vi.advanceTimersByTimeAsync(100)
    await reload
    expect(names(store.get(list.stateAtom).items)).toEqual(['Grace'])
    change.undo()
    await vi.runAllTimersAsync()
    expect(names(store.get(list.stateAtom).items)).toEqual(['Ada', 'Grace'])
    expect(requests()).toBe(3)
  })

  it('loads again when a confirmed change lands during a load', async () => {
    const { store, list, added } = await loadedSlowly()
    void store.set(list.reloadAtom)
    await vi.advanceTimersByTimeAsync(10)
    const created = { id: '3', name: 'Hedy' }
    added(created)
    store.set(
      atom(null, (get, set) =>
        list.editItems(get, set, (state) => ({ ...state, items: [...state.items, created] })),
      ),
    )
    await vi.runAllTimersAsync()
    expect(names(store.get(list.stateAtom).items)).toEqual(['Ada', 'Grace', 'Hedy'])
  })
})
