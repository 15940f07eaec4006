import { atom } from 'jotai/vanilla'
import type { EntitlementsBundle, JwtAttributes } from '../entitlements'

/**
 * Where the bundle is: `unknown` until the session is known, `signed-out` (no bundle, ever),
 * `loading` for a new session, tenant or set of claims, `loaded`, or `failed` (spec doc 001:
 * entitlements reads swallow errors, so a failure is an empty bundle with the error kept).
 */
export type EntitlementsStatus = 'unknown' | 'signed-out' | 'loading' | 'loaded' | 'failed'

/** The signed-in user's entitlements as the page sees them. */
export interface EntitlementsState {
  status: EntitlementsStatus
  /** The bundle of the current session and tenant; `null` unless loaded. */
  bundle: EntitlementsBundle | null
  /** Claims of the current access token, the `jwt` attributes of every decision. */
  claims: JwtAttributes | null
  /** Why the last load failed, `null` otherwise. */
  error: string | null
}

/** Before the session is known. */
export const UNKNOWN_ENTITLEMENTS: EntitlementsState = {
  status: 'unknown',
  bundle: null,
  claims: null,
  error: null,
}

/** Signed out: nothing is entitled. */
export const SIGNED_OUT_ENTITLEMENTS: EntitlementsState = {
  ...UNKNOWN_ENTITLEMENTS,
  status: 'signed-out',
}

/** Writable entitlements state; only the entitlements actions write it. */
export const entitlementsStateAtom = atom<EntitlementsState>(UNKNOWN_ENTITLEMENTS)

/** Per-store entitlements plumbing. */
export interface EntitlementsRuntime {
  /** The session, tenant and claims the current bundle belongs to (see `entitlementsKey`). */
  key: string | null
  /** The access token whose claims are in the state. */
  token: string | null
  /** Only the load with the latest sequence number may write the state. */
  seq: number
  /** The load in flight, shared by callers that wait for it. */
  loading: Promise<void> | null
  /** Set once the store follows its session (see `watchEntitlements`). */
  watching: boolean
}

/** Per-store entitlements runtime (created once per store). */
export const entitlementsRuntimeAtom = atom<EntitlementsRuntime>(() => ({
  key: null,
  token: null,
  seq: 0,
  loading: null,
  watching: false,
}))
