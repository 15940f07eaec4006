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
      list.editItems(get, set, (state) => ({
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
