import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  entitlementsAtom,
  entitlementsCheckAtom,
  entitlementsSettledAtom,
  reloadEntitlementsAtom,
  restoreSessionAtom,
  sessionAtom,
  signOutAtom,
} from '../../src/atoms'
import { DEMO_SESSION_KEY } from '../../src/demo'
import { installSessionStorage } from '../demo/memory-storage'
import { closeDemoStores, demoStore, json } from './demo-store'
import type { FoyerStore } from '../../src/atoms'

const BUNDLE = '/entitlements/api/v2/user-entitlements'

let storage: Storage

beforeEach(() => {
  storage = installSessionStorage()
})
afterEach(async () => {
  vi.useRealTimers()
  await closeDemoStores()
})

/** Restores the demo session of `email` and waits for its bundle. */
async function signedIn(store: FoyerStore): Promise<void> {
  await store.set(restoreSessionAtom)
  await store.set(entitlementsSettledAtom)
}

const feature = (store: FoyerStore, key: string) =>
  store.get(entitlementsCheckAtom).isEntitledToFeature(key)

/** A transport that holds calls whose path ends with `suffix` until `release()`. */
function holding(suffix: string) {
  let release: () => void = () => undefined
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  const wrap = (demo: typeof fetch): typeof fetch => {
    return async (input, init) => {
      if (new URL(String(input)).pathname.endsWith(suffix)) await gate
      return demo(input, init)
    }
  }
  return { wrap, release: () => release() }
}

describe('entitlementsAtom', () => {
  it('is signed-out, with nothing entitled, when nobody signs in', async () => {
    const { store, count } = demoStore()
    expect(store.get(entitlementsAtom).status).toBe('unknown')
    await store.set(restoreSessionAtom)
    expect(store.get(entitlementsAtom)).toEqual({
      status: 'signed-out',
      bundle: null,
      claims: null,
      error: null,
    })
    expect(feature(store, 'audit-logs')).toEqual({
      isEntitled: false,
      justification: 'MISSING_FEATURE',
    })
    expect(count(BUNDLE)).toBe(0)
  })

  it("loads the bundle after sign-in and decides with the token's claims", async () => {
    storage.setItem(DEMO_SESSION_KEY, 'ada@acme.test')
    const { store, count } = demoStore()
    await signedIn(store)
    const state = store.get(entitlementsAtom)
    expect(state.status).toBe('loaded')
    expect(state.claims).toMatchObject({ tenantId: 'demo-tenant', roles: ['Admin'] })
    expect(state.bundle?.permissions).toMatchObject({ 'fe.secure.read.users': true })
    expect(feature(store, 'audit-logs')).toEqual({ isEntitled: true })
    expect(feature(store, 'beta-dashboard')).toEqual({ isEntitled: true })
    expect(feature(store, 'sso')).toEqual({ isEntitled: false, justification: 'MISSING_FEATURE' })
    const check = store.get(entitlementsCheckAtom)
    expect(check.isEntitledToPermission('fe.secure.read.audits')).toEqual({ isEntitled: true })
    expect(check.isEntitledToFeature('sso', { plan: 'pro' }).isEntitled).toBe(false)
    expect(count(BUNDLE)).toBe(1)
  })

  it('keeps the same decisions object while nothing changes, so renders stay cheap', async () => {
    storage.setItem(DEMO_SESSION_KEY, 'ada@acme.test')
    const { store } = demoStore()
    await signedIn(store)
    expect(store.get(entitlementsCheckAtom)).toBe(store.get(entitlementsCheckAtom))
  })

  it('clears on sign-out', async () => {
    storage.setItem(DEMO_SESSION_KEY, 'ada@acme.test')
    const { store } = demoStore()
    await signedIn(store)
    await store.set(signOutAtom)
    expect(store.get(entitlementsAtom)).toMatchObject({ status: 'signed-out', bundle: null })
    expect(feature(store, 'audit-logs').isEntitled).toBe(false)
  })

  it('keeps the bundle on a token refresh with the same claims, reloads when roles change', async () => {
    vi.useFakeTimers()
    storage.setItem(DEMO_SESSION_KEY, 'ada@acme.test')
    const { store, count } = demoStore()
    await signedIn(store)
    const first = store.get(entitlementsAtom)

    await vi.advanceTimersByTimeAsync(86_400_000)
    await store.set(entitlementsSettledAtom)
    const refreshed = store.get(entitlementsAtom)
    expect(count(BUNDLE)).toBe(1)
    expect(refreshed.bundle).toBe(first.bundle)
    expect(refreshed.claims).not.toBe(first.claims)

    // The next refresh carries other roles (an administrator changed them meanwhile).
    storage.setItem(DEMO_SESSION_KEY, 'viewer@acme.test')
    await vi.advanceTimersByTimeAsync(86_400_000)
    await store.set(entitlementsSettledAtom)
    expect(count(BUNDLE)).toBe(2)
    expect(store.get(entitlementsAtom)).toMatchObject({
      status: 'loaded',
      claims: { roles: ['Viewer'] },
    })
    // The Viewer's own permissions, the server's: the team and its roles.
    expect(store.get(entitlementsAtom).bundle?.permissions).toEqual({
      'fe.secure.read.users': true,
      'fe.secure.read.roles': true,
    })
  })

  it('decides nothing with the old bundle while the new one loads', async () => {
    storage.setItem(DEMO_SESSION_KEY, 'ada@acme.test')
    const { store } = demoStore()
    await signedIn(store)
    await store.set(signOutAtom)
    const { wrap, release } = holding(BUNDLE)
    const held = demoStore(wrap)
    storage.setItem(DEMO_SESSION_KEY, 'ada@acme.test')
    await held.store.set(restoreSessionAtom)
    expect(held.store.get(entitlementsAtom)).toMatchObject({ status: 'loading', bundle: null })
    expect(feature(held.store, 'audit-logs').isEntitled).toBe(false)
    release()
    await held.store.set(entitlementsSettledAtom)
    expect(feature(held.store, 'audit-logs').isEntitled).toBe(true)
  })

  it('drops an answer that arrives after sign-out', async () => {
    storage.setItem(DEMO_SESSION_KEY, 'ada@acme.test')
    const { wrap, release } = holding(BUNDLE)
    const { store } = demoStore(wrap)
    await store.set(restoreSessionAtom)
    const settled = store.set(entitlementsSettledAtom)
    await store.set(signOutAtom)
    release()
    await settled
    expect(store.get(entitlementsAtom)).toMatchObject({ status: 'signed-out', bundle: null })
  })

  it('swallows a failed load: an empty state that keeps the error, the session stays', async () => {
    storage.setItem(DEMO_SESSION_KEY, 'ada@acme.test')
    const { store } = demoStore(
      (demo) => async (input, init) =>
        new URL(String(input)).pathname.endsWith(BUNDLE)
          ? json(403, { errors: ['Entitlements are not enabled for this account'] })
          : demo(input, init),
    )
    await signedIn(store)
    expect(store.get(entitlementsAtom)).toEqual({
      status: 'failed',
      bundle: null,
      claims: expect.objectContaining({ tenantId: 'demo-tenant' }) as unknown,
      error: 'Entitlements are not enabled for this account',
    })
    expect(store.get(sessionAtom).status).toBe('signed-in')
    expect(feature(store, 'audit-logs').isEntitled).toBe(false)
  })

  it('reloads on request and keeps deciding with the current bundle meanwhile', async () => {
    storage.setItem(DEMO_SESSION_KEY, 'ada@acme.test')
    const { store, count } = demoStore()
    await signedIn(store)
    const reloading = store.set(reloadEntitlementsAtom)
    expect(store.get(entitlementsAtom).status).toBe('loaded')
    expect(feature(store, 'audit-logs').isEntitled).toBe(true)
    await reloading
    expect(count(BUNDLE)).toBe(2)
    expect(store.get(entitlementsAtom).status).toBe('loaded')
  })

  it('reload does nothing when signed out', async () => {
    const { store, count } = demoStore()
    await store.set(restoreSessionAtom)
    await store.set(reloadEntitlementsAtom)
    expect(count(BUNDLE)).toBe(0)
  })

  it('reloads when a refreshed token names another tenant', async () => {
    vi.useFakeTimers()
    storage.setItem(DEMO_SESSION_KEY, 'ada@acme.test')
    let tenant = 'demo-tenant'
    // The demo knows one tenant: the transport rewrites the refreshed token's tenant and maps the
    // rewritten token back to the issued one on the way in.
    const issued = new Map<string, string>()
    const { store, count } = demoStore((demo) => async (input, init) => {
      const headers = new Headers(init?.headers)
      const sent = headers.get('authorization')?.slice('Bearer '.length)
      const original = sent ? issued.get(sent) : undefined
      if (original) headers.set('authorization', `Bearer ${original}`)
      const response = await demo(input, { ...init, headers })
      if (!new URL(String(input)).pathname.endsWith('/token/refresh') || !response.ok) {
        return response
      }
      const body = (await response.json()) as { accessToken: string }
      const [header, payload = '', signature] = body.accessToken.split('.')
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as object
      const moved = Buffer.from(JSON.stringify({ ...claims, tenantId: tenant })).toString(
        'base64url',
      )
      const accessToken = `${header}.${moved}.${signature}`
      issued.set(accessToken, body.accessToken)
      return json(200, { ...body, accessToken })
    })
    await signedIn(store)
    expect(store.get(entitlementsAtom).claims).toMatchObject({ tenantId: 'demo-tenant' })
    tenant = 'second-tenant'
    const seen: string[] = []
    store.sub(entitlementsAtom, () => {
      const { status, bundle } = store.get(entitlementsAtom)
      seen.push(`${status}${bundle ? ' with a bundle' : ''}`)
    })
    await vi.advanceTimersByTimeAsync(86_400_000)
    await store.set(entitlementsSettledAtom)
    expect(seen).toEqual(['loading', 'loaded with a bundle'])
    expect(count(BUNDLE)).toBe(2)
    expect(store.get(entitlementsAtom).claims).toMatchObject({ tenantId: 'second-tenant' })
    expect(store.get(entitlementsAtom).status).toBe('loaded')
  })
})
