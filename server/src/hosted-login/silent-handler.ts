import { ApiError, errorCodes } from '../http/api-error'
import { clientInfo } from '../http/client-info'
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from '../http/refresh-cookie'
import { OAuthError } from './oauth-error'
import { refreshTokens } from './token-grants'
import type { AppDeps } from '../deps'
import type { Context } from 'hono'

/**
 * `POST {prefix}/oauth/authorize/silent {tenantId}` (wire row 136): the hosted-login page's silent
 * refresh from the refresh cookie, answered as `IOAuthTokenResponse` (the ID token is what flow
 * O1 uses as the access token). The rotated refresh token goes back in the cookie only.
 */
export const silentRefresh = (deps: AppDeps) => async (c: Context) => {
  const refreshToken = readRefreshCookie(c)
  const expired = () => {
    clearRefreshCookie(c, deps.config)
    return new ApiError(401, errorCodes.invalidRefreshToken, 'Session expired. Sign in again')
  }
  if (refreshToken === undefined) throw expired()
  const body = await c.req.json<unknown>().catch(() => undefined)
  const tenantId =
    typeof body === 'object' &&
    body !== null &&
    'tenantId' in body &&
    typeof body.tenantId === 'string'
      ? body.tenantId
      : null
  try {
    const issued = await refreshTokens(
      deps,
      { refreshToken, tenantId, clientId: null, scope: 'openid' },
      { client: clientInfo(c), now: deps.now() },
    )
    if (issued.refreshToken) setRefreshCookie(c, deps.config, issued.refreshToken)
    c.header('cache-control', 'no-store')
    return c.json(issued.body, 200)
  } catch (error) {
    if (error instanceof OAuthError) throw expired()
    throw error
  }
}
