import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  decideAccess,
  entitlementsAtom,
  entitlementsCheckAtom,
  entitlementsSettledAtom,
  permissionMatches,
  restoreSessionAtom,
  sessionAtom,
} from '../../src/atoms'
import { DEMO_SESSION_KEY } from '../../src/demo'
import { installSessionStorage } from '../demo/memory-storage'
import { closeDemoStores, demoStore, json } from './demo-store'
import type { AccessRequirement, FoyerStore } from '../../src/atoms'
import type { Wrap } from './demo-store'

let storage: Storage

beforeEach(() => {
  storage = installSessionStorage()
})
afterEach(() => closeDemoStores())

const NOTHING: AccessRequirement = { permissions: [], roles: [], features: [] }

async function storeOf(email: string | null, wrap?: Wrap): Promise<FoyerStore> {
  if (email) storage.setItem(DEMO_SESSION_KEY, email)
  const { store } = demoStore(wrap)
  await store.set(restoreSessionAtom)
  await store.set(entitlementsSettledAtom)
  return store
}

const decide = (store: FoyerStore, requirement: Partial<AccessRequirement>) =>
  decideAccess(
    store.get(sessionAtom),
    store.get(entitlementsAtom),
    store.get(entitlementsCheckAtom),
    {
      ...NOTHING,
      ...requirement,
    },
  )

describe('decideAccess', () => {
  it('grants a holder of every listed permission, role and feature', async () => {
    const admin = await storeOf('ada@acme.test')
    expect(
      decide(admin, {
        permissions: ['fe.secure.read.users', 'fe.secure.write.users'],
        roles: ['Admin'],
        features: ['audit-logs', 'api-tokens'],
      }),
    ).toBe('granted')
    expect(decide(admin, {})).toBe('granted')
  })

  it('denies when one key is missing', async () => {
    const admin = await storeOf('ada@acme.test')
    expect(decide(admin, { permissions: ['fe.secure.delete.tenant'] })).toBe('denied')
    expect(decide(admin, { roles: ['Admin', 'Support'] })).toBe('denied')
    expect(decide(admin, { features: ['audit-logs', 'sso'] })).toBe('denied')
    const viewer = await storeOf('viewer@acme.test')
    // The server's Viewer reads the team, changes nothing.
    expect(decide(viewer, { permissions: ['fe.secure.read.users'] })).toBe('granted')
    expect(decide(viewer, { permissions: ['fe.secure.write.users'] })).toBe('denied')
    expect(decide(viewer, { roles: ['Viewer'] })).toBe('granted')
  })

  it('matches wildcard permissions', async () => {
    const support = await storeOf('support@acme.test')
    expect(decide(support, { permissions: ['fe.secure.read.*'] })).toBe('granted')
    expect(decide(support, { permissions: ['fe.secure.delete.*'] })).toBe('denied')
    expect(decide(support, { permissions: ['*'] })).toBe('granted')
  })

  it('lets a super user through everything', async () => {
    const superUser = await storeOf('super@acme.test')
    expect(
      decide(superUser, { permissions: ['fe.anything'], roles: ['Owner'], features: ['sso'] }),
    ).toBe('granted')
  })

  it('applies features linked to a listed permission when a bundle is loaded', async () => {
    const withoutAudits: Wrap = (demo) => async (input, init) => {
      const response = await demo(input, init)
      if (!new URL(String(input)).pathname.endsWith('/user-entitlements')) return response
      const bundle = (await response.json()) as { plans: Record<string, unknown> }
      return json(200, { ...bundle, plans: {} })
    }
    const admin = await storeOf('ada@acme.test', withoutAudits)
    expect(decide(admin, { permissions: ['fe.secure.read.users'] })).toBe('granted')
    expect(decide(admin, { permissions: ['fe.secure.read.audits'] })).toBe('denied')
    expect(decide(admin, { permissions: ['fe.secure.read.*'] })).toBe('granted')
  })

  it('falls back to the user permissions when the bundle failed to load', async () => {
    const failing: Wrap = (demo) => async (input, init) =>
      new URL(String(input)).pathname.endsWith('/user-entitlements')
        ? json(400, { errors: ['Entitlements are not enabled'] })
        : demo(input, init)
    storage.setItem(DEMO_SESSION_KEY, 'ada@acme.test')
    const { store } = demoStore(failing)
    await store.set(restoreSessionAtom)
    expect(decide(store, { permissions: ['fe.secure.read.users'] })).toBe('pending')
    await store.set(entitlementsSettledAtom)
    expect(decide(store, { permissions: ['fe.secure.read.users'] })).toBe('granted')
    expect(decide(store, { features: ['audit-logs'] })).toBe('denied')
  })

  it('is pending while the session is unknown and denied when signed out', async () => {
    const { store } = demoStore()
    expect(decide(store, {})).toBe('pending')
    await store.set(restoreSessionAtom)
    expect(decide(store, {})).toBe('denied')
    expect(decide(store, { permissions: ['*'] })).toBe('denied')
  })
})

describe('permissionMatches', () => {
  it.each([
    ['fe.secure.read.users', 'fe.secure.read.users', true],
    ['fe.secure.read.*', 'fe.secure.read.users', true],
    ['fe.secure.read.users', 'fe.secure.*', true],
    ['fe.secure.read.*', 'fe.secure.write.users', false],
    ['fe.secure.read.users', 'fe.secureXread.users', false],
    ['fe.(a|b)', 'fe.a', false],
  ])('%s against granted %s is %s', (listed, granted, expected) => {
    expect(permissionMatches(listed, granted)).toBe(expected)
  })
})
