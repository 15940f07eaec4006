import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { holdsPermission, loginWithPasswordAtom, preLoginAtom, sessionAtom } from '../../src/atoms'
import { sessionStateAtom } from '../../src/atoms/session-state'
import {
  leaveSubAccountAtom,
  openSubAccountAtom,
  reapplyActingAtom,
} from '../../src/atoms/sub-account'
import { installSessionStorage } from '../demo/memory-storage'
import { closeDemoStores, demoStore } from './demo-store'

beforeEach(() => {
  installSessionStorage()
})
afterEach(closeDemoStores)

/** The persona (an Admin at home) has only the Viewer role in the demo's Acme Canada. */
const canada = { tenantId: 'demo-sub-canada', name: 'Acme Canada' }
const write = 'fe.secure.write.users'
const read = 'fe.secure.read.users'

describe('acting in a sub-account', () => {
  it('gives the session’s user the sub-account token’s permissions, through a refresh, until the way back', async () => {
    const { store } = demoStore()
    await store.set(preLoginAtom, 'ada@acme.test')
    await store.set(loginWithPasswordAtom, 'correct horse')
    const holds = (key: string) => holdsPermission(store.get(sessionAtom).user, key)
    expect(holds(write)).toBe(true)

    await store.set(openSubAccountAtom, canada)
    expect(store.get(sessionAtom).acting?.tenantId).toBe(canada.tenantId)
    expect(holds(read)).toBe(true)
    expect(holds(write)).toBe(false)

    // A refresh of the session puts the user's own permissions back on it: re-applied, and
    // those fresh own ones kept for the way back.
    const session = store.get(sessionStateAtom)
    const fresh = [{ key: write }, { key: 'fe.secure.read.audits' }] as never
    store.set(sessionStateAtom, {
      ...session,
      user: session.user && { ...session.user, permissions: fresh },
    })
    expect(holds(write)).toBe(true)
    store.set(reapplyActingAtom)
    expect(holds(write)).toBe(false)

    store.set(leaveSubAccountAtom)
    expect(store.get(sessionAtom).acting).toBeUndefined()
    expect(store.get(sessionAtom).user?.permissions).toBe(fresh)
  })
})
