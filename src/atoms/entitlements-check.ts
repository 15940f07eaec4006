import { atom } from 'jotai/vanilla'
import { entitlementsEngine } from './entitlements-engine'
import { entitlementsStateAtom } from './entitlements-state'
import type { CustomAttributes, EntitlementResult } from '../entitlements'

/** Decisions against the current bundle and token claims (see {@link entitlementsCheckAtom}). */
export interface EntitlementsCheck {
  /** The engine's feature decision; custom attributes are added to the token's claims. */
  isEntitledToFeature: (key: string, custom?: CustomAttributes) => EntitlementResult
  /** The engine's permission decision (the key must be granted and its linked features entitled). */
  isEntitledToPermission: (key: string, custom?: CustomAttributes) => EntitlementResult
}

/**
 * Feature and permission decisions for the current bundle. A new object only when the bundle or
 * the claims change, and the engine compiles each bundle once, so calling it on every render is
 * cheap. Without a bundle (signed out, loading, failed) nothing is entitled, as the engine decides
 * (which arrives with the first bundle: see `loadEntitlementsEngine`).
 */
export const entitlementsCheckAtom = /* @__PURE__ */ atom((get): EntitlementsCheck => {
  const { bundle, claims } = get(entitlementsStateAtom)
  const jwt = claims ?? undefined
  const attributes = (custom?: CustomAttributes) => (custom ? { custom, jwt } : { jwt })
  const engine = bundle ? entitlementsEngine() : undefined
  return {
    isEntitledToFeature: (key, custom) =>
      engine
        ? engine.isEntitledToFeature(key, bundle, attributes(custom))
        : { isEntitled: false, justification: 'MISSING_FEATURE' },
    isEntitledToPermission: (key, custom) =>
      engine
        ? engine.isEntitledToPermission(key, bundle, attributes(custom))
        : { isEntitled: false, justification: 'MISSING_PERMISSION' },
  }
})
