import { atom } from 'jotai/vanilla'
import { ApiError, getMe, getMyTenants, logout, refreshToken, toApiError } from '../api'
import { apiClientAtom, configAtom, sessionRuntimeAtom } from './config'
import { toFoyerUser } from './foyer-user'
import { decodeJwtClaims } from './jwt'
import { INITIAL_LOGIN, loginStateAtom } from './login-state'
import { withRefreshLock } from './refresh-lock'
import { SIGNED_OUT_SESSION, sessionStateAtom } from './session-state'
import { loadUsersAtom } from './users'
import { IDLE_USERS, usersRuntimeAtom, usersStateAtom } from './users-state'
import type { LoginResponse } from '../api'
import type { FoyerUser } from './foyer-user'
import type { Getter, Setter } from 'jotai/vanilla'

/** Refresh this long before the access token expires (at most a quarter of its lifetime). */
const REFRESH_LEAD_MS = 60_000
/** After a refresh that got no answer, try again this soon while the token is still valid. */
const REFRESH_RETRY_MS = 5_000

/** Exchanges the refresh cookie, never concurrently with another refresh against this server. */
function refreshExclusively(get: Getter): Promise<LoginResponse> {
  const { baseUrl, apiPrefix } = get(configAtom)
  const client = get(apiClientAtom)
  return withRefreshLock(`${baseUrl.replace(/\/+$/, '')}/${apiPrefix}`, () =>
    refreshToken(client, { tenantId: null }),
  )
}

/** Ends the local session: token, timer, user data and any in-flight answers are dropped. */
export function clearSession(get: Getter, set: Setter): void {
  const runtime = get(sessionRuntimeAtom)
  runtime.epoch += 1
  runtime.accessToken = undefined
  clearTimeout(runtime.refreshTimer)
  runtime.refreshTimer = undefined
  get(usersRuntimeAtom).seq += 1
  set(sessionStateAtom, SIGNED_OUT_SESSION)
  set(usersStateAtom, IDLE_USERS)
  set(loginStateAtom, (state) => ({ ...INITIAL_LOGIN, email: state.email }))
}

function scheduleRefresh(get: Getter, set: Setter, user: FoyerUser, delayMs?: number): void {
  const runtime = get(sessionRuntimeAtom)
  clearTimeout(runtime.refreshTimer)
  const lifetimeMs = user.expiresIn > 0 ? user.expiresIn * 1000 : user.exp * 1000 - Date.now()
  const delay = delayMs ?? Math.max(1_000, lifetimeMs - Math.min(REFRESH_LEAD_MS, lifetimeMs / 4))
  const epoch = runtime.epoch
  runtime.refreshTimer = setTimeout(() => void refreshSilently(get, set, epoch), delay)
}

async function refreshSilently(get: Getter, set: Setter, epoch: number): Promise<void> {
  const runtime = get(sessionRuntimeAtom)
  if (runtime.epoch !== epoch) return
  try {
    const response = await refreshExclusively(get)
    if (runtime.epoch !== epoch) return
    if (!response.accessToken) throw new ApiError('Session expired', { status: 401 })
    runtime.accessToken = response.accessToken
    const claims = decodeJwtClaims(response.accessToken)
    const session = get(sessionStateAtom)
    if (!session.user) return
    const user: FoyerUser = {
      ...session.user,
      accessToken: response.accessToken,
      expiresIn: response.expiresIn,
      exp:
        typeof claims?.exp === 'number'
          ? claims.exp
          : Math.floor(Date.now() / 1000) + response.expiresIn,
    }
    set(sessionStateAtom, { ...session, user })
    scheduleRefresh(get, set, user)
  } catch (error) {
    if (runtime.epoch !== epoch) return
    const user = get(sessionStateAtom).user
    const noAnswer = toApiError(error).status >= 500
    if (noAnswer && user && user.exp * 1000 - Date.now() > REFRESH_RETRY_MS * 2) {
      scheduleRefresh(get, set, user, REFRESH_RETRY_MS)
      return
    }
    clearSession(get, set)
  }
}

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
    set(sessionStateAtom, {
      status: 'signed-in',
      user,
      tenants: myTenants.tenants ?? [],
      activeTenant: myTenants.activeTenant ?? null,
    })
    scheduleRefresh(get, set, user)
    // A list already on screen (e.g. a users table beside the login box) fills at once.
    if (get(usersRuntimeAtom).wanted) void set(loadUsersAtom)
  } catch (error) {
    if (runtime.epoch === epoch) runtime.accessToken = undefined
    throw error
  }
}

/**
 * Restores the session from the refresh cookie: signed-in (with profile and tenants) or signed-out.
 * Calls made while one is in flight share it; when already signed in, nothing is sent.
 */
export const restoreSessionAtom = atom(null, (get, set): Promise<void> => {
  const runtime = get(sessionRuntimeAtom)
  if (runtime.restoring) return runtime.restoring
  if (get(sessionStateAtom).status === 'signed-in') return Promise.resolve()
  const epoch = runtime.epoch
  // The epoch this restore owns: a sign-in or sign-out meanwhile moves it on, and then this
  // restore's outcome no longer matters. establishSession bumps it once, synchronously.
  let owned = epoch
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

/** Signs out: ends the server session (a failure is ignored), then the local one. */
export const signOutAtom = atom(null, async (get, set): Promise<void> => {
  try {
    await logout(get(apiClientAtom))
  } catch {
    // Spec doc 001 §8: a failed logout call is ignored; the local session ends regardless.
  }
  clearSession(get, set)
})
