import { ApiError, refreshToken, toApiError } from '../api'
import { apiClientAtom, configAtom, sessionRuntimeAtom } from './config'
import { INITIAL_LOGIN, loginStateAtom } from './login-state'
import { withRefreshLock } from './refresh-lock'
import { SIGNED_OUT_SESSION, sessionStateAtom } from './session-state'
import { tabTenant } from './tab-tenant'
import type { LoginResponse } from '../api'
import type { FoyerUser } from './foyer-user'
import type { Getter, Setter } from 'jotai/vanilla'

/** Refresh this long before the access token expires (at most a quarter of its lifetime). */
const REFRESH_LEAD_MS = 60_000
/** After a refresh that got no answer, try again this soon while the token is still valid. */
const REFRESH_RETRY_MS = 5_000

/** Exchanges the refresh cookie, never concurrently with another refresh against this server. */
export function refreshExclusively(get: Getter): Promise<LoginResponse> {
  const { baseUrl, apiPrefix, sessionPerTenant } = get(configAtom)
  const client = get(apiClientAtom)
  // Wire §2.6: the tab's tenant when each tab keeps its own, else null (the session's tenant).
  return withRefreshLock(`${baseUrl.replace(/\/+$/, '')}/${apiPrefix}`, () =>
    refreshToken(client, { tenantId: sessionPerTenant ? tabTenant() : null }),
  )
}

/**
 * Ends the local session: token, timer and any in-flight answers are dropped. Per-user data needs no
 * reset here: it is keyed by the session (see `sessionKeyAtom`), so it reads as empty from now on.
 */
export function clearSession(get: Getter, set: Setter): void {
  const runtime = get(sessionRuntimeAtom)
  runtime.epoch += 1
  runtime.accessToken = undefined
  runtime.refreshing = null
  clearTimeout(runtime.refreshTimer)
  runtime.refreshTimer = undefined
  set(sessionStateAtom, SIGNED_OUT_SESSION)
  set(loginStateAtom, (state) => ({ ...INITIAL_LOGIN, email: state.email }))
}

/** Arms the silent refresh: shortly before the access token expires, or after `delayMs`. */
export function scheduleRefresh(get: Getter, set: Setter, user: FoyerUser, delayMs?: number): void {
  const runtime = get(sessionRuntimeAtom)
  clearTimeout(runtime.refreshTimer)
  const lifetimeMs = user.expiresIn > 0 ? user.expiresIn * 1000 : user.exp * 1000 - Date.now()
  const delay = delayMs ?? Math.max(1_000, lifetimeMs - Math.min(REFRESH_LEAD_MS, lifetimeMs / 4))
  runtime.refreshTimer = setTimeout(() => void refreshNow(get, set), delay)
}

async function refreshOnce(get: Getter, set: Setter, epoch: number): Promise<boolean> {
  const runtime = get(sessionRuntimeAtom)
  try {
    const response = await refreshExclusively(get)
    if (runtime.epoch !== epoch) return false
    if (!response.accessToken) throw new ApiError('Session expired', { status: 401 })
    const session = get(sessionStateAtom)
    if (!session.user) return false
    runtime.accessToken = response.accessToken
    const user: FoyerUser = {
      ...session.user,
      // The server decides on what the member holds now: a role given or taken away since the
      // last token reaches the page's controls with the next refresh.
      roles: response.roles ?? session.user.roles,
      permissions: response.permissions ?? session.user.permissions,
      accessToken: response.accessToken,
      expiresIn: response.expiresIn,
      // The answer's `exp` is the token's (server and demo alike; the token is not decoded here).
      exp: response.exp ?? Math.floor(Date.now() / 1000) + response.expiresIn,
    }
    set(sessionStateAtom, { ...session, user })
    scheduleRefresh(get, set, user)
    return true
  } catch (error) {
    if (runtime.epoch !== epoch) return false
    const user = get(sessionStateAtom).user
    const noAnswer = toApiError(error).status >= 500
    if (noAnswer && user && user.exp * 1000 - Date.now() > REFRESH_RETRY_MS * 2) {
      // The server did not answer but the token still works: keep the session and try again soon.
      scheduleRefresh(get, set, user, REFRESH_RETRY_MS)
      return false
    }
    // Spec doc 001 §8: a failed token refresh clears the session.
    clearSession(get, set)
    return false
  }
}

/**
 * Refreshes the signed-in session's access token now; callers at the same moment share one call.
 * Resolves true when a new token is in place.
 */
export function refreshNow(get: Getter, set: Setter): Promise<boolean> {
  const runtime = get(sessionRuntimeAtom)
  if (get(sessionStateAtom).status !== 'signed-in') return Promise.resolve(false)
  if (runtime.refreshing) return runtime.refreshing
  const refreshing = refreshOnce(get, set, runtime.epoch).finally(() => {
    if (runtime.refreshing === refreshing) runtime.refreshing = null
  })
  runtime.refreshing = refreshing
  return refreshing
}

/**
 * Runs an authenticated call; when it is refused with 401 while signed in (the access token
 * expired, e.g. after the computer slept), refreshes the token once and runs the call again.
 */
export async function withFreshToken<T>(
  get: Getter,
  set: Setter,
  call: () => Promise<T>,
): Promise<T> {
  const epoch = get(sessionRuntimeAtom).epoch
  try {
    return await call()
  } catch (error) {
    const { status, errorCode } = toApiError(error)
    const current =
      get(sessionStateAtom).status === 'signed-in' && get(sessionRuntimeAtom).epoch === epoch
    // A 403 for a permission the page thought the member held (`ER-FOYER-1006`, the wire's
    // missingPermission; the literal keeps the code table out of every first load): it was taken
    // away since the token was issued. A refresh brings the member's current permissions.
    if (current && errorCode === 'ER-FOYER-1006') await refreshNow(get, set)
    const retry = status === 401 && current && (await refreshNow(get, set))
    if (!retry) throw error
    return call()
  }
}
