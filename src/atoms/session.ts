import { atom } from 'jotai/vanilla'
import { ApiError, getMe, getMyTenants, logout } from '../api'
import { apiClientAtom, configAtom, sessionRuntimeAtom } from './config'
import { loadFeatureFlagsAtom } from './flags'
import { toFoyerUser } from './foyer-user'
import { knownSignedOut } from './session-hint'
import { clearSession, refreshExclusively, scheduleRefresh } from './session-refresh'
import { SIGNED_OUT_SESSION, sessionStateAtom } from './session-state'
import { tabTenant } from './tab-tenant'
import type { LoginResponse } from '../api'
import type { Getter, Setter } from 'jotai/vanilla'

/**
 * Turns a login or refresh answer into a signed-in session: loads the profile and tenants with the
 * new token, publishes the user and keeps the session alive. Throws (and leaves no token behind)
 * when the answer or the follow-up calls fail; resolves without effect when superseded.
 */
export async function establishSession(
  get: Getter,
  set: Setter,
  response: LoginResponse,
): Promise<void> {
  if (!response || typeof response.accessToken !== 'string' || response.accessToken === '') {
    throw new ApiError('Sign-in did not complete. Please try again.', { status: 401 })
  }
  const runtime = get(sessionRuntimeAtom)
  runtime.epoch += 1
  const epoch = runtime.epoch
  clearTimeout(runtime.refreshTimer)
  runtime.accessToken = response.accessToken
  const client = get(apiClientAtom)
  try {
    const [me, myTenants] = await Promise.all([getMe(client), getMyTenants(client)])
    if (runtime.epoch !== epoch) return
    const user = toFoyerUser(response, me)
    const activeTenant = myTenants.activeTenant ?? null
    // Flow L3: with a tenant per tab, the tab keeps the tenant the token was issued for.
    if (get(configAtom).sessionPerTenant) tabTenant(activeTenant?.tenantId ?? user.tenantId)
    set(sessionStateAtom, {
      status: 'signed-in',
      user,
      tenants: myTenants.tenants ?? [],
      activeTenant,
    })
    scheduleRefresh(get, set, user)
  } catch (error) {
    if (runtime.epoch === epoch) runtime.accessToken = undefined
    throw error
  }
}

/**
 * Restores the session from the refresh cookie: signed-in (with profile and tenants) or signed-out.
 * Calls made while one is in flight share it; when already signed in, nothing is sent. Starts
 * the store's one feature flags load at the same time.
 */
export const restoreSessionAtom = atom(null, (get, set): Promise<void> => {
  // Spec §4.2: the feature flags load beside the boot's other calls, not after them.
  void set(loadFeatureFlagsAtom)
  const runtime = get(sessionRuntimeAtom)
  if (runtime.restoring) return runtime.restoring
  if (get(sessionStateAtom).status === 'signed-in') return Promise.resolve()
  const epoch = runtime.epoch
  // The epoch this restore owns: a sign-in or sign-out meanwhile moves it on, and then this
  // restore's outcome no longer matters. establishSession bumps it once, synchronously.
  let owned = epoch
  const { baseUrl, demo } = get(configAtom)
  // Nothing to restore, as the server's hint says: signed out without a request that fails.
  if (!demo && knownSignedOut(baseUrl)) {
    if (get(sessionStateAtom).status === 'unknown') set(sessionStateAtom, SIGNED_OUT_SESSION)
    return Promise.resolve()
  }
  const restoring = (async () => {
    try {
      const response = await refreshExclusively(get)
      if (runtime.epoch !== epoch) return
      owned = epoch + 1
      await establishSession(get, set, response)
    } catch {
      if (runtime.epoch === owned) clearSession(get, set)
    } finally {
      runtime.restoring = null
    }
  })()
  runtime.restoring = restoring
  return restoring
})

/**
 * Signs out: ends the local session at once, so no element of the page calls the server with a
 * session being revoked (a 401 in the console), then the server's, which its refresh cookie names.
 * Meanwhile a restore shares the sign-out rather than reviving the session from that cookie, and
 * the store's requests wait for it: a sign-in sent sooner would have its new cookie cleared by
 * the logout's answer.
 */
export const signOutAtom = atom(null, async (get, set): Promise<void> => {
  const runtime = get(sessionRuntimeAtom)
  clearSession(get, set)
  // Spec doc 001 §8: a failed logout call is ignored; the local session ends regardless.
  const ending = logout(get(apiClientAtom)).catch(() => undefined)
  runtime.restoring = runtime.ending = ending
  await ending
  runtime.restoring = runtime.ending = null
})
