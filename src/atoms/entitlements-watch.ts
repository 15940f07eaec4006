import { reloadEntitlementsAtom, syncEntitlementsAtom } from './entitlements'
import { entitlementsStateAtom } from './entitlements-state'
import { sessionStateAtom } from './session-state'
import { onTabReturn } from './tab-return'
import type { FoyerConfig } from './config'
import type { EntitlementsState } from './entitlements-state'
import type { FoyerStore } from './store'

/** Detail of the `entitlements-changed` event: which store's entitlements changed. */
export interface EntitlementsChangedDetail {
  baseUrl: string
  appId: string | null
}

/** Name of the event dispatched on `document` when a store's entitlements change. */
export const ENTITLEMENTS_CHANGED_EVENT = 'entitlements-changed'

const settled = (state: EntitlementsState): boolean =>
  state.status !== 'unknown' && state.status !== 'loading'

/**
 * Makes a store keep its entitlements in step with its session (loaded after sign-in, again on a
 * tenant or claims change, cleared on sign-out), and tells the page when the decisions may have
 * changed: `entitlements-changed` on `document` whenever the bundle or the token claims change
 * and the state is settled (never while a load is in flight). When the tab becomes visible again
 * after being hidden, a signed-in store asks for its bundle again, so a plan an administrator
 * changed meanwhile shows without a page reload.
 */
export function watchEntitlements(store: FoyerStore, config: FoyerConfig): void {
  store.sub(sessionStateAtom, () => store.set(syncEntitlementsAtom))
  store.set(syncEntitlementsAtom)
  let last = store.get(entitlementsStateAtom)
  store.sub(entitlementsStateAtom, () => {
    const next = store.get(entitlementsStateAtom)
    const changed =
      next.bundle !== last.bundle || next.claims !== last.claims || next.status !== last.status
    last = next
    if (!changed || !settled(next) || typeof document === 'undefined') return
    const detail: EntitlementsChangedDetail = {
      baseUrl: config.baseUrl,
      appId: config.appId ?? null,
    }
    document.dispatchEvent(new CustomEvent(ENTITLEMENTS_CHANGED_EVENT, { detail }))
  })
  onTabReturn(() => {
    if (store.get(sessionStateAtom).status === 'signed-in') void store.set(reloadEntitlementsAtom)
  })
}
