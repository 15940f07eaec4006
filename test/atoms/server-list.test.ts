import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../src/api'
import { createServerList } from '../../src/atoms'
import { fakeDocument, listStore, signIn, signOut } from './list-store'
import type { Page } from '../../src/api'
import type { ListQuery } from '../../src/atoms'

type Row = { id: string; name: string }
type Query = ListQuery<'name', { name: string }>

/** A list whose server answers after `delayOf(query)` ms with rows telling which query and session. */
function testList(delayOf: (query: Query) => number = () => 10) {
  const requests: Query[] = []
  let failNext: ApiError | null = null
  const list = createServerList<Row, 'name', { name: string }>({
    defaultQuery: { page: 0, pageSize: 2, sortBy: 'name', order: 'ASC', filter: { name: '' } },
    maxPageSize: 50,
    fetchPage: (_client, query) => {
      requests.push(query)
      const failure = failNext
      failNext = null
      return new Promise<Page<Row>>((resolve, reject) =>
        setTimeout(() => {
          if (failure) return reject(failure)
          const label = `${query.filter.name || 'all'}@${query.page}#${requests.length}`
          resolve({
            items: [{ id: label, name: label }],
            _metadata: { totalItems: 9, totalPages: 5 },
          })
        }, delayOf(query)),
      )
    },
  })
  return { list, requests, fail: (error: ApiError) => (failNext = error) }
}

let document: ReturnType<typeof fakeDocument>
beforeEach(() => {
  vi.useFakeTimers()
  document = fakeDocument()
})
afterEach(() => {
  vi.useRealTimers()
  document.remove()
})

const names = (rows: Row[]) => rows.map((row) => row.name)

describe('server list', () => {
  it('loads when mounted while signed in: loading first, then ready', async () => {
    const store = listStore()
    const { list, requests } = testList()
    signIn(store, 'u1', 't1')
    store.sub(list.stateAtom, () => undefined)
    expect(store.get(list.stateAtom).status).toBe('loading')
    await vi.runAllTimersAsync()
    expect(store.get(list.stateAtom)).toMatchObject({ status: 'ready', totalItems: 9 })
    expect(requests).toHaveLength(1)
  })

  it('sends nothing while signed out and loads as soon as someone signs in', async () => {
    const store = listStore()
    const { list, requests } = testList()
    store.sub(list.stateAtom, () => undefined)
    await vi.runAllTimersAsync()
    expect(requests).toHaveLength(0)
    expect(store.get(list.stateAtom).status).toBe('idle')
    signIn(store, 'u1', 't1')
    await vi.runAllTimersAsync()
    expect(store.get(list.stateAtom).status).toBe('ready')
  })

  it('lets the latest answer win when answers arrive out of order', async () => {
    const store = listStore()
    // The unfiltered query answers slowly, the filtered one fast.
    const { list } = testList((query) => (query.filter.name ? 10 : 500))
    signIn(store, 'u1', 't1')
    store.sub(list.stateAtom, () => undefined)
    const slow = store.set(list.reloadAtom)
    const fast = store.set(list.setQueryAtom, { filter: { name: 'ada' } })
    await vi.advanceTimersByTimeAsync(20)
    await fast
    expect(names(store.get(list.stateAtom).items)).toEqual(['ada@0#3'])
    await vi.advanceTimersByTimeAsync(1_000)
    await slow
    expect(names(store.get(list.stateAtom).items)).toEqual(['ada@0#3'])
    expect(store.get(list.stateAtom).status).toBe('ready')
  })

  it('keeps rows visible while refreshing and goes back to page 0 on a new filter', async () => {
    const store = listStore()
    const { list, requests } = testList()
    signIn(store, 'u1', 't1')
    store.sub(list.stateAtom, () => undefined)
    await vi.runAllTimersAsync()
    void store.set(list.setQueryAtom, { page: 3 })
    expect(store.get(list.stateAtom)).toMatchObject({ status: 'refreshing', items: [{}] })
    await vi.runAllTimersAsync()
    expect(store.get(list.queryAtom).page).toBe(3)
    void store.set(list.setQueryAtom, { filter: { name: 'grace' } })
    await vi.runAllTimersAsync()
    expect(store.get(list.queryAtom)).toMatchObject({ page: 0, filter: { name: 'grace' } })
    expect(requests.at(-1)).toMatchObject({ page: 0, filter: { name: 'grace' } })
    void store.set(list.setQueryAtom, { page: 2, filter: { name: ' grace ' } })
    expect(store.get(list.queryAtom).page).toBe(2)
    void store.set(list.setQueryAtom, { order: 'DESC' })
    expect(store.get(list.queryAtom).page).toBe(0)
    void store.set(list.setQueryAtom, { pageSize: 10_000 })
    expect(store.get(list.queryAtom).pageSize).toBe(50)
  })

  it('keeps the rows and the error object when a load fails', async () => {
    const store = listStore()
    const { list, fail } = testList()
    signIn(store, 'u1', 't1')
    store.sub(list.stateAtom, () => undefined)
    await vi.runAllTimersAsync()
    const refused = new ApiError('You may not list users', { status: 403 })
    fail(refused)
    void store.set(list.reloadAtom)
    await vi.runAllTimersAsync()
    const state = store.get(list.stateAtom)
    expect(state.status).toBe('error')
    expect(state.error).toMatchObject({ status: 403, message: 'You may not list users' })
    expect(state.items).toHaveLength(1)
  })

  it('clears on sign-out, and a late answer of the old session changes nothing', async () => {
    const store = listStore()
    const { list } = testList(() => 100)
    signIn(store, 'u1', 't1')
    store.sub(list.stateAtom, () => undefined)
    await vi.runAllTimersAsync()
    void store.set(list.setQueryAtom, { filter: { name: 'secret' } })
    signOut(store)
    expect(store.get(list.stateAtom)).toMatchObject({ status: 'idle', items: [] })
    await vi.runAllTimersAsync()
    expect(store.get(list.stateAtom)).toMatchObject({ status: 'idle', items: [] })
    expect(store.get(list.queryAtom).filter.name).toBe('')
  })

  it('empties and refetches from page 0 on a tenant switch', async () => {
    const store = listStore()
    const { list, requests } = testList()
    signIn(store, 'u1', 't1')
    store.sub(list.stateAtom, () => undefined)
    void store.set(list.setQueryAtom, { page: 2 })
    await vi.runAllTimersAsync()
    const before = requests.length
    signIn(store, 'u1', 't2')
    expect(store.get(list.stateAtom)).toMatchObject({ status: 'loading', items: [] })
    await vi.runAllTimersAsync()
    expect(requests).toHaveLength(before + 1)
    expect(store.get(list.queryAtom).page).toBe(0)
    expect(store.get(list.stateAtom).status).toBe('ready')
  })

  it('refetches when the tab becomes visible again, only while mounted', async () => {
    const store = listStore()
    const { list, requests } = testList()
    signIn(store, 'u1', 't1')
    const unsubscribe = store.sub(list.stateAtom, () => undefined)
    await vi.runAllTimersAsync()
    document.setVisibility('hidden')
    document.setVisibility('visible')
    expect(store.get(list.stateAtom).status).toBe('refreshing')
    await vi.runAllTimersAsync()
    expect(requests).toHaveLength(2)
    unsubscribe()
    document.setVisibility('hidden')
    document.setVisibility('visible')
    await vi.runAllTimersAsync()
    expect(requests).toHaveLength(2)
  })
})
