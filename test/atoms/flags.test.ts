import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  featureFlagsAtom,
  isFeatureFlagOn,
  loadFeatureFlagsAtom,
  restoreSessionAtom,
} from '../../src/atoms'
import { DEMO_FLAGS } from '../../src/demo'
import { installSessionStorage } from '../demo/memory-storage'
import { closeDemoStores, demoStore, json } from './demo-store'

const FLAGS = 'GET /flags'
const REFRESH = 'POST /identity/resources/auth/v1/user/token/refresh'

beforeEach(() => {
  installSessionStorage()
})
afterEach(() => closeDemoStores())

describe('featureFlagsAtom', () => {
  it('is requested beside the session restore, not after it', async () => {
    let release: () => void = () => undefined
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    const { store, calls } = demoStore((demo) => async (input, init) => {
      if (init?.method === 'POST') await gate
      return demo(input, init)
    })
    const restoring = store.set(restoreSessionAtom)
    // The refresh is held at the gate: the flags still arrive, so they were not waiting for it.
    await vi.waitFor(() => expect(store.get(featureFlagsAtom).status).toBe('loaded'))
    expect(calls).toEqual(expect.arrayContaining([FLAGS, REFRESH]))
    release()
    await restoring
  })

  it('loads the preview flags, all on, once per store', async () => {
    const { store, count } = demoStore()
    await store.set(restoreSessionAtom)
    await store.set(restoreSessionAtom)
    await store.set(loadFeatureFlagsAtom)
    expect(store.get(featureFlagsAtom)).toEqual({
      status: 'loaded',
      flags: DEMO_FLAGS,
      error: null,
    })
    expect(Object.keys(DEMO_FLAGS)).toEqual([
      'ip-restrictions',
      'domain-restrictions',
      'new-mfa-pages',
      'passkeys',
      'groups-admin',
      'msp-accounts',
      'temporary-users',
      'multi-apps-admin-portal',
    ])
    expect(count(FLAGS)).toBe(1)
    await store.set(loadFeatureFlagsAtom, { force: true })
    expect(count(FLAGS)).toBe(2)
  })

  it('keeps no flag on after a failure, and the error', async () => {
    const { store } = demoStore(
      (demo) => async (input, init) =>
        new URL(String(input)).pathname.endsWith('/flags')
          ? json(403, { errors: ['Flags are not available'] })
          : demo(input, init),
    )
    await store.set(loadFeatureFlagsAtom)
    expect(store.get(featureFlagsAtom)).toEqual({
      status: 'failed',
      flags: {},
      error: 'Flags are not available',
    })
  })
})

describe('isFeatureFlagOn', () => {
  it('is true only for exactly "on"', () => {
    const flags = { a: 'on', b: 'off' } as const
    expect(isFeatureFlagOn(flags, 'a')).toBe(true)
    expect(isFeatureFlagOn(flags, 'b')).toBe(false)
    expect(isFeatureFlagOn(flags, 'missing')).toBe(false)
    expect(isFeatureFlagOn(flags, 'toString')).toBe(false)
    expect(isFeatureFlagOn({ c: 'ON' } as never, 'c')).toBe(false)
  })
})
