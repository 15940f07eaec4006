import { describe, expect, it } from 'vitest'
import { configAtom, getFoyerStore } from '../../src/atoms'
import type { FoyerConfig } from '../../src/atoms'

const config = (overrides: Partial<FoyerConfig>): FoyerConfig => ({
  baseUrl: 'https://auth.store-test.example',
  apiPrefix: 'api',
  credentials: 'same-origin',
  demo: false,
  ...overrides,
})

describe('getFoyerStore', () => {
  it('gives elements with the same base-url and app-id the same store', () => {
    const first = getFoyerStore(config({ appId: 'app-1' }))
    expect(getFoyerStore(config({ appId: 'app-1' }))).toBe(first)
    expect(
      getFoyerStore(config({ appId: 'app-1', baseUrl: 'https://auth.store-test.example/' })),
    ).toBe(first)
  })

  it('keeps stores apart per base-url, app-id and demo mode', () => {
    const base = getFoyerStore(config({ appId: 'app-2' }))
    expect(getFoyerStore(config({ appId: 'app-3' }))).not.toBe(base)
    expect(getFoyerStore(config({ appId: 'app-2', demo: true }))).not.toBe(base)
    expect(getFoyerStore(config({ appId: 'app-2', baseUrl: 'https://other.example' }))).not.toBe(
      base,
    )
  })

  it('sets the configuration once: the first element wins', () => {
    const store = getFoyerStore(config({ appId: 'app-4', apiPrefix: 'first' }))
    getFoyerStore(config({ appId: 'app-4', apiPrefix: 'second' }))
    expect(store.get(configAtom).apiPrefix).toBe('first')
  })

  it('takes a transport that arrives after the store was made (lazy demo module)', () => {
    const transport: typeof fetch = () => Promise.reject(new Error('not called'))
    const store = getFoyerStore(config({ appId: 'app-5', demo: true }))
    getFoyerStore(config({ appId: 'app-5', demo: true, fetch: transport }))
    expect(store.get(configAtom).fetch).toBe(transport)
    const other: typeof fetch = () => Promise.reject(new Error('not called'))
    getFoyerStore(config({ appId: 'app-5', demo: true, fetch: other }))
    expect(store.get(configAtom).fetch).toBe(transport)
  })
})
