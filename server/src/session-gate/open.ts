import { completeSignIn } from '../auth/sign-in'
import { clientInfo } from '../http/client-info'
import { setRefreshCookie } from '../http/refresh-cookie'
import type { LoginResponse } from '../auth/login-response'
import type { AppDeps } from '../deps'
import type { Admission } from './admit'
import type { Context } from 'hono'

/**
 * Opens the session of an admitted sign-in: a new session family (`completeSignIn`: counters,
 * last login, audit, the tenant's session limit) and its refresh cookie. Answers the access token.
 */
export const openSession = async (
  deps: AppDeps,
  c: Context,
  admission: Admission,
): Promise<LoginResponse> => {
  const { user, tenantId, now, authentication } = admission
  const refreshToken = await completeSignIn(deps, {
    user,
    tenantId,
    client: clientInfo(c),
    now,
    ...(authentication ? { authentication } : {}),
  })
  setRefreshCookie(c, deps.config, refreshToken)
  return admission.response
}

/**
 * Sets the refresh cookie of a session the gate already let through and that was rotated or
 * raised since (refresh, step-up, hosted login): only the gate writes the cookie.
 */
export const setSessionCookie = (deps: AppDeps, c: Context, refreshToken: string): void => {
  setRefreshCookie(c, deps.config, refreshToken)
}
