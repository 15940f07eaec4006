import {
  entitlementsAtom,
  entitlementsCheckAtom,
  entitlementsSettledAtom,
  reloadEntitlementsAtom,
  restoreSessionAtom,
} from '../atoms/index'
import { hostKey, hostStore } from './store'
import type { EntitlementsState, FoyerStore } from '../atoms/index'
import type { CustomAttributes, EntitlementResult } from '../entitlements'
import type { HostOptions } from './store'

/** Which Foyer server (and store) to ask: the same values as the elements' attributes. */
export type EntitlementsOptions = HostOptions

/** Entitlement decisions of one store, for pages that gate their own UI. */
export interface HostEntitlements {
  /** The engine's feature decision for the signed-in user (not entitled until `ready`). */
  isEntitledToFeature(featureKey: string, custom?: CustomAttributes): EntitlementResult
  /** The engine's permission decision for the signed-in user (not entitled until `ready`). */
  isEntitledToPermission(permissionKey: string, custom?: CustomAttributes): EntitlementResult
  /** The current state: status (`loading`, `loaded`, `signed-out`, …), bundle and last error. */
  readonly state: EntitlementsState
  /** Resolves once the session is known and its bundle loaded (or known absent); never rejects. */
  readonly ready: Promise<void>
  /** Calls `listener` whenever the entitlements change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void
  /** Asks the server again (e.g. after the tenant's plan changed); resolves when in place. */
  reload(): Promise<void>
}

const NOT_LOADED: EntitlementResult = { isEntitled: false, justification: 'MISSING_FEATURE' }
const NO_PERMISSION: EntitlementResult = { isEntitled: false, justification: 'MISSING_PERMISSION' }
const UNKNOWN: EntitlementsState = { status: 'unknown', bundle: null, claims: null, error: null }

const instances = new Map<string, HostEntitlements>()

function create(options: EntitlementsOptions): HostEntitlements {
  let store: FoyerStore | null = null
  const loading = hostStore(options).then((created) => {
    store = created
    return created
  })
  const ready = loading
    .then(async (created) => {
      await created.set(restoreSessionAtom)
      await created.set(entitlementsSettledAtom)
    })
    .catch(() => undefined)
  return {
    isEntitledToFeature: (key, custom) =>
      store ? store.get(entitlementsCheckAtom).isEntitledToFeature(key, custom) : NOT_LOADED,
    isEntitledToPermission: (key, custom) =>
      store ? store.get(entitlementsCheckAtom).isEntitledToPermission(key, custom) : NO_PERMISSION,
    get state() {
      return store ? store.get(entitlementsAtom) : UNKNOWN
    },
    ready,
    subscribe(listener) {
      let unsubscribe: (() => void) | null = null
      let active = true
      void loading.then((created) => {
        if (active) unsubscribe = created.sub(entitlementsAtom, listener)
      })
      return () => {
        active = false
        unsubscribe?.()
      }
    },
    reload: () => loading.then((created) => created.set(reloadEntitlementsAtom)),
  }
}

/**
 * Entitlement decisions for a page that is not built with React (plain HTML, Vue, …): the same
 * answers `<authorized-content>` uses, from the same store as every element with this base URL
 * and app id, so a sign-in in a `<login-box>` on the page counts here at once. Calling it again
 * with the same options returns the same object.
 *
 * Besides `subscribe`, every store dispatches `entitlements-changed` on `document` (detail:
 * `{ baseUrl, appId }`) whenever its bundle or token claims change: after sign-in, on a tenant or
 * role change, on sign-out and after `reload()`.
 *
 * @example
 * const entitlements = getEntitlements({ baseUrl: 'https://auth.example.com' })
 * await entitlements.ready
 * sso.hidden = !entitlements.isEntitledToFeature('sso').isEntitled
 */
export function getEntitlements(options: EntitlementsOptions): HostEntitlements {
  const key = hostKey(options)
  let instance = instances.get(key)
  if (!instance) {
    instance = create(options)
    instances.set(key, instance)
  }
  return instance
}
