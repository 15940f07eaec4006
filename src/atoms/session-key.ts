import { atom } from 'jotai/vanilla'
import { sessionStateAtom } from './session-state'
import { onTabReturn } from './tab-return'
import type { Session } from './session-state'
import type { FoyerStore } from './store'

/** Who the per-user data belongs to: `user|tenant`, or `null` while nobody is signed in. */
export type SessionKey = string | null

/** The key of a session: its user and active tenant (a token refresh keeps the key). */
export function sessionKeyOf(session: Session): SessionKey {
  if (session.status !== 'signed-in' || !session.user) return null
  const tenantId = session.activeTenant?.tenantId ?? session.user.tenantId
  // Acting in a sub-account: its data, not the user's own account's.
  return `${session.user.id}|${session.acting?.tenantId ?? tenantId}`
}

/**
 * The current session key. Every per-user resource stores the key it was loaded for and reads as
 * empty under any other key, so sign-out and a tenant switch clear them all without the session
 * knowing which features exist.
 */
export const sessionKeyAtom = atom((get) => sessionKeyOf(get(sessionStateAtom)))

/** What a mounted per-user resource wants to hear about. */
export interface ResourceWatcher {
  /** The session key changed (sign-in, sign-out, tenant switch). */
  onSessionKey: (key: SessionKey) => void
  /** The tab became visible again after being hidden. */
  onVisible: () => void
}

/** Per-store set of mounted resources (created once per store); see {@link watchResources}. */
export const resourceWatchersAtom = atom(() => new Set<ResourceWatcher>())

/**
 * Tells a store's mounted resources when the session key changes and when the tab comes back into
 * view, so each one refetches by itself. Called once per store by `getFoyerStore`.
 */
export function watchResources(store: FoyerStore): void {
  let last = store.get(sessionKeyAtom)
  store.sub(sessionKeyAtom, () => {
    const key = store.get(sessionKeyAtom)
    if (key === last) return
    last = key
    for (const watcher of [...store.get(resourceWatchersAtom)]) watcher.onSessionKey(key)
  })
  onTabReturn(() => {
    for (const watcher of [...store.get(resourceWatchersAtom)]) watcher.onVisible()
  })
}
