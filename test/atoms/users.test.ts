import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  loginWithPasswordAtom,
  preLoginAtom,
  sessionAtom,
  signOutAtom,
  usersList,
} from '../../src/atoms'
import { installSessionStorage } from '../demo/memory-storage'
import { closeDemoStores, demoStore, json } from './demo-store'
import type { FoyerStore } from '../../src/atoms'
import type { Wrap } from './demo-store'

const USERS = '/identity/resources/users/v3'

beforeEach(() => {
  installSessionStorage()
})
afterEach(closeDemoStores)

async function signedInStore(wrap?: Wrap) {
  const demo = demoStore(wrap)
  await demo.store.set(preLoginAtom, 'grace@example.com')
  await demo.store.set(loginWithPasswordAtom, 'correct horse')
  return demo
}

const names = (items: { name: string }[]) => items.map((user) => user.name)
const {
  stateAtom: usersAtom,
  queryAtom: usersQueryAtom,
  setQueryAtom: setUsersQueryAtom,
} = usersList
const loadUsersAtom = usersList.reloadAtom

/** Shows the list (as a mounted table does) and waits for its first answer. */
async function mount(store: FoyerStore) {
  store.sub(usersAtom, () => undefined)
  await vi.waitFor(() => expect(store.get(usersAtom).status).not.toMatch(/loading|idle/))
}

describe('users list', () => {
  it('stays idle and sends nothing while signed out', async () => {
    const { store, count } = demoStore()
    await store.set(loadUsersAtom)
    expect(store.get(usersAtom)).toEqual({
      status: 'idle',
      items: [],
      totalItems: 0,
      totalPages: 0,
      error: null,
    })
    expect(count(USERS)).toBe(0)
  })

  it('loads the first page of 20, sorted by name descending by default', async () => {
    const { store } = await signedInStore()
    expect(store.get(usersQueryAtom)).toEqual({
      page: 0,
      pageSize: 20,
      sortBy: 'name',
      order: 'DESC',
      filter: { email: '', preset: '' },
    })
    await mount(store)
    const users = store.get(usersAtom)
    expect(users).toMatchObject({ status: 'ready', totalItems: 20, totalPages: 1, error: null })
    expect(users.items).toHaveLength(20)
    expect(names(users.items)).toEqual(
      [...names(users.items)].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base' })),
    )
  })

  it('pages, keeping the previous page visible while the next loads', async () => {
    const { store } = await signedInStore()
    await mount(store)
    const firstPage = store.get(usersAtom).items
    // The demo's 20 users are one page of 20: the second is empty.
    const loading = store.set(setUsersQueryAtom, { page: 1 })
    expect(store.get(usersAtom)).toMatchObject({ status: 'refreshing', items: firstPage })
    await loading
    expect(store.get(usersAtom).items).toHaveLength(0)
    expect(store.get(usersQueryAtom).page).toBe(1)
  })

  it('goes back to the first page when the sort or the email filter changes', async () => {
    const { store } = await signedInStore()
    await store.set(setUsersQueryAtom, { page: 1 })
    await store.set(setUsersQueryAtom, { sortBy: 'createdAt', order: 'ASC' })
    expect(store.get(usersQueryAtom)).toMatchObject({ page: 0, sortBy: 'createdAt', order: 'ASC' })
    const created = store.get(usersAtom).items.map((user) => user.createdAt ?? '')
    expect(created).toEqual([...created].sort())
    await store.set(setUsersQueryAtom, { page: 1 })
    await store.set(setUsersQueryAtom, { filter: { email: 'acme.test' } })
    expect(store.get(usersQueryAtom).page).toBe(0)
  })

  it('filters by email', async () => {
    const { store } = await signedInStore()
    await store.set(setUsersQueryAtom, { filter: { email: 'Kenji' } })
    expect(store.get(usersAtom)).toMatchObject({ status: 'ready', totalItems: 1, totalPages: 1 })
    expect(store.get(usersAtom).items[0]?.email).toBe('kenji.tanaka@acme.test')
  })

  it('ignores a late answer to an older query', async () => {
    let releaseFirst: () => void = () => undefined
    let held = false
    const { store } = await signedInStore((demo) => async (input, init) => {
      const url = String(input)
      if (url.includes(`${USERS}?`) && !url.includes('_email') && !held) {
        held = true
        await new Promise<void>((resolve) => (releaseFirst = resolve))
      }
      return demo(input, init)
    })
    const stale = store.set(loadUsersAtom)
    await vi.waitFor(() => expect(held).toBe(true))
    await store.set(setUsersQueryAtom, { filter: { email: 'garcia' } })
    releaseFirst()
    await stale
    expect(store.get(usersAtom)).toMatchObject({ status: 'ready', totalItems: 1 })
    expect(store.get(usersAtom).items[0]?.email).toBe('mateo.garcia@acme.test')
  })

  it('shows the error and keeps the rows when a load fails', async () => {
    let fail = false
    const { store } = await signedInStore(
      (demo) => (input, init) =>
        fail && String(input).includes(`${USERS}?`)
          ? Promise.resolve(json(403, { errors: ['You may not list users'] }))
          : demo(input, init),
    )
    await mount(store)
    fail = true
    await store.set(setUsersQueryAtom, { page: 1 })
    expect(store.get(usersAtom)).toMatchObject({ status: 'error', error: { status: 403 } })
    expect(store.get(usersAtom).error?.message).toBe('You may not list users')
    expect(store.get(usersAtom).items).toHaveLength(20)
  })

  it('forgets the list at sign-out', async () => {
    const { store } = await signedInStore()
    await mount(store)
    await store.set(signOutAtom)
    expect(store.get(usersAtom)).toMatchObject({ status: 'idle', items: [] })
  })

  it('fills a list already on screen as soon as the user signs in', async () => {
    const { store, count } = demoStore()
    store.sub(usersAtom, () => undefined)
    await store.set(loadUsersAtom)
    expect(store.get(usersAtom).status).toBe('idle')
    expect(count(USERS)).toBe(0)
    await store.set(preLoginAtom, 'grace@example.com')
    await store.set(loginWithPasswordAtom, 'correct horse')
    await vi.waitFor(() =>
      expect(store.get(usersAtom)).toMatchObject({ status: 'ready', totalItems: 20 }),
    )
  })

  it('refreshes an expired access token once and loads again', async () => {
    let refuse = 0
    const { store, count } = await signedInStore(
      (demo) => (input, init) =>
        refuse > 0 && String(input).includes(`${USERS}?`)
          ? ((refuse -= 1), Promise.resolve(json(401, { errors: ['Token expired'] })))
          : demo(input, init),
    )
    const refreshesBefore = count('/token/refresh')
    refuse = 1
    await store.set(loadUsersAtom)
    expect(store.get(usersAtom)).toMatchObject({ status: 'ready', totalItems: 20 })
    expect(count('/token/refresh')).toBe(refreshesBefore + 1)
  })

  it('signs out when the token is refused and cannot be refreshed', async () => {
    const { store } = await signedInStore(
      (demo) => (input, init) =>
        String(input).includes(`${USERS}?`)
          ? Promise.resolve(json(401, { errors: ['Token expired'] }))
          : demo(input, init),
    )
    sessionStorage.clear()
    await store.set(loadUsersAtom)
    expect(store.get(sessionAtom).status).toBe('signed-out')
    expect(store.get(usersAtom)).toMatchObject({ status: 'idle', items: [] })
  })
})
