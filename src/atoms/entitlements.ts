import { atom } from 'jotai/vanilla'
import { getUserEntitlements, toApiError } from '../api'
import { apiClientAtom } from './config'
import { loadEntitlementsEngine } from './entitlements-engine'
import {
  entitlementsRuntimeAtom,
  entitlementsStateAtom,
  SIGNED_OUT_ENTITLEMENTS,
  UNKNOWN_ENTITLEMENTS,
} from './entitlements-state'
import { decodeJwtClaims } from './jwt'
import { withFreshToken } from './session-refresh'
import { sessionStateAtom } from './session-state'
import type { EntitlementsBundle } from '../entitlements'
import type { AccessTokenClaims } from './jwt'
import type { Session } from './session-state'
import type { Getter, Setter } from 'jotai/vanilla'

/** The signed-in user's entitlements: status, bundle, token claims and last error (read-only). */
export const entitlementsAtom = atom((get) => get(entitlementsStateAtom))

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The bundle with any part the server left out (or sent malformed) as empty. */
const normalizeBundle = (body: unknown): EntitlementsBundle => {
  const part = (name: string) => (isRecord(body) && isRecord(body[name]) ? body[name] : {})
  return {
    features: part('features') as EntitlementsBundle['features'],
    plans: part('plans') as EntitlementsBundle['plans'],
    permissions: part('permissions') as EntitlementsBundle['permissions'],
  }
}

const sortedStrings = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string').sort()
    : []

/**
 * What a bundle belongs to: the session status and, when signed in, the user, the tenant and the
 * role and permission keys of the token. A token refresh that keeps these keeps the bundle.
 */
function entitlementsKey(session: Session, claims: AccessTokenClaims | null): string {
  const user = session.user
  if (session.status !== 'signed-in' || !user) return session.status
  return JSON.stringify([
    claims?.sub ?? user.id,
    claims?.tenantId ?? session.activeTenant?.tenantId ?? user.tenantId,
    claims?.roles ? sortedStrings(claims.roles) : user.roles.map((role) => role.key).sort(),
    claims?.permissions
      ? sortedStrings(claims.permissions)
      : user.permissions.map((permission) => permission.key).sort(),
  ])
}

/** Loads the bundle for the current session; only the latest load writes the state. */
function load(get: Getter, set: Setter): Promise<void> {
  const runtime = get(entitlementsRuntimeAtom)
  runtime.seq += 1
  const seq = runtime.seq
  const loading = (async () => {
    try {
      // The engine that decides on the bundle is fetched beside it (see `loadEntitlementsEngine`).
      const [body] = await Promise.all([
        withFreshToken(get, set, () => getUserEntitlements(get(apiClientAtom))),
        loadEntitlementsEngine(),
      ])
      if (runtime.seq !== seq) return
      set(entitlementsStateAtom, (state) => ({
        ...state,
        status: 'loaded',
        bundle: normalizeBundle(body),
        error: null,
      }))
    } catch (error) {
      if (runtime.seq !== seq) return
      set(entitlementsStateAtom, (state) => ({
        ...state,
        status: 'failed',
        bundle: null,
        error: toApiError(error).message,
      }))
    } finally {
      if (runtime.seq === seq) runtime.loading = null
    }
  })()
  runtime.loading = loading
  return loading
}

/**
 * Brings the entitlements in line with the session: cleared when it ends, loaded when it starts
 * or when the user, tenant, roles or permissions change; a token refresh that keeps them only
 * updates the claims that decisions read.
 */
export function syncEntitlements(get: Getter, set: Setter): void {
  const runtime = get(entitlementsRuntimeAtom)
  const session = get(sessionStateAtom)
  const token = session.status === 'signed-in' ? (session.user?.accessToken ?? null) : null
  const claims = token ? decodeJwtClaims(token) : null
  const key = entitlementsKey(session, claims)
  if (key === runtime.key) {
    if (token !== runtime.token) {
      runtime.token = token
      set(entitlementsStateAtom, (state) => ({ ...state, claims }))
    }
    return
  }
  runtime.key = key
  runtime.token = token
  if (session.status !== 'signed-in') {
    runtime.seq += 1
    runtime.loading = null
    set(
      entitlementsStateAtom,
      session.status === 'unknown' ? UNKNOWN_ENTITLEMENTS : SIGNED_OUT_ENTITLEMENTS,
    )
    return
  }
  // Another user, tenant or role set: the old bundle must not decide anything meanwhile.
  set(entitlementsStateAtom, { status: 'loading', bundle: null, claims, error: null })
  void load(get, set)
}

/**
 * Asks the server for the bundle again (e.g. after an administrator changed the tenant's plan).
 * The current bundle keeps deciding until the answer arrives. Resolves once it is in place; never
 * rejects. Does nothing when signed out.
 */
export const reloadEntitlementsAtom = atom(null, (get, set): Promise<void> => {
  syncEntitlements(get, set)
  if (get(sessionStateAtom).status !== 'signed-in') return Promise.resolve()
  const runtime = get(entitlementsRuntimeAtom)
  if (get(entitlementsStateAtom).status === 'loading' && runtime.loading) return runtime.loading
  return load(get, set)
})

/** Follows the session: write this after every session change (`watchEntitlements` does). */
export const syncEntitlementsAtom = atom(null, (get, set): void => syncEntitlements(get, set))

/**
 * Resolves once the entitlements load in flight, if any, has settled (loaded or failed). Call it
 * after the session is known to wait for the bundle of that session.
 */
export const entitlementsSettledAtom = atom(null, (get, set): Promise<void> => {
  syncEntitlements(get, set)
  return get(entitlementsRuntimeAtom).loading ?? Promise.resolve()
})
