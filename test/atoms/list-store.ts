import { createStore } from 'jotai/vanilla'
import { configAtom } from '../../src/atoms/config'
import { watchResources } from '../../src/atoms/session-key'
import { sessionStateAtom, SIGNED_OUT_SESSION } from '../../src/atoms/session-state'
import type { Tenant } from '../../src/api'
import type { FoyerUser, Session } from '../../src/atoms'

/** A store with the resource watchers but no transport: lists under test bring their own fetch. */
export function listStore() {
  const store = createStore()
  store.set(configAtom, {
    baseUrl: 'https://lists.test',
    apiPrefix: 'api',
    credentials: 'same-origin',
    demo: false,
    fetch: () => Promise.reject(new TypeError('no network in this test')),
  })
  watchResources(store)
  return store
}

const tenant = (tenantId: string): Tenant => ({ id: tenantId, tenantId, name: tenantId }) as Tenant

/** A signed-in session of `userId` in `tenantId`. */
export function session(userId: string, tenantId: string): Session {
  const user = { id: userId, email: `${userId}@acme.test`, name: userId, tenantId } as FoyerUser
  return { status: 'signed-in', user, tenants: [tenant(tenantId)], activeTenant: tenant(tenantId) }
}

/** Signs `store` in as `userId` in `tenantId` (a tenant switch when already signed in). */
export const signIn = (store: ReturnType<typeof listStore>, userId: string, tenantId: string) =>
  store.set(sessionStateAtom, session(userId, tenantId))

/** Signs `store` out. */
export const signOut = (store: ReturnType<typeof listStore>) =>
  store.set(sessionStateAtom, SIGNED_OUT_SESSION)

/** A fake `document` whose visibility a test flips. */
export function fakeDocument() {
  const target = new EventTarget() as EventTarget & { visibilityState: DocumentVisibilityState }
  target.visibilityState = 'visible'
  const global = globalThis as { document?: unknown }
  global.document = target
  return {
    setVisibility(state: DocumentVisibilityState) {
      target.visibilityState = state
      target.dispatchEvent(new Event('visibilitychange'))
    },
    remove: () => delete global.document,
  }
}
