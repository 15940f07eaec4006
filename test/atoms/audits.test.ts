import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { loginWithPasswordAtom, preLoginAtom } from '../../src/atoms'
import { auditsList, NO_AUDIT_FILTER } from '../../src/atoms/audits'
import { installSessionStorage } from '../demo/memory-storage'
import { closeDemoStores, demoStore } from './demo-store'
import type { FoyerStore } from '../../src/atoms'

beforeEach(() => {
  installSessionStorage()
})
afterEach(closeDemoStores)

/** A signed-in demo store, and the query of every `GET /audits` it sends. */
async function signedIn() {
  const queries: URLSearchParams[] = []
  const demo = demoStore((transport) => (input, init) => {
    const url = new URL(String(input))
    if (url.pathname.endsWith('/audits')) queries.push(url.searchParams)
    return transport(input, init)
  })
  await demo.store.set(preLoginAtom, 'grace@example.com')
  await demo.store.set(loginWithPasswordAtom, 'correct horse')
  return { store: demo.store, queries }
}

const loaded = async (store: FoyerStore) => {
  store.sub(auditsList.stateAtom, () => undefined)
  await vi.waitFor(() => expect(store.get(auditsList.stateAtom).status).toBe('ready'))
  return store.get(auditsList.stateAtom)
}

describe('audits list', () => {
  it('keeps the user, IP and time-range filters while paging, and sends them each page', async () => {
    const { store, queries } = await signedIn()
    await loaded(store)
    const from = new Date(Date.now() - 30 * 86_400_000).toISOString()
    await store.set(auditsList.setQueryAtom, {
      pageSize: 5,
      filter: { email: 'demo@foyer.dev', from, ip: '' },
    })
    const first = await loaded(store)
    expect(first.totalItems).toBe(12)
    expect(first.totalPages).toBe(3)
    await store.set(auditsList.setQueryAtom, { page: 1 })
    const second = await loaded(store)
    expect(store.get(auditsList.queryAtom).filter).toEqual({
      ...NO_AUDIT_FILTER,
      email: 'demo@foyer.dev',
      from,
    })
    expect(second.items).toHaveLength(5)
    expect(second.items.every((row) => row.email === 'demo@foyer.dev')).toBe(true)
    const last = queries.at(-1)
    expect(last?.get('offset')).toBe('5')
    expect(last?.get('email')).toBe('demo@foyer.dev')
    expect(last?.get('from')).toBe(from)
    expect(last?.has('ip')).toBe(false)
  })
})
