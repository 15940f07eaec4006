import { ApiError, badRequest, errorCodes } from '../http/api-error'
import { clientInfo } from '../http/client-info'
import { clearRefreshCookie, readRefreshCookie } from '../http/refresh-cookie'
import { setSessionCookie } from '../session-gate/open'
import { OAuthError } from './oauth-error'
import { refreshTokens } from './token-grants'
import type { AppDeps } from '../deps'
import type { Context } from 'hono'

/**
 * The body's `tenantId` (the tab's tenant, or null); an empty body is null too, a body that is not
 * `{tenantId: string | null}` a 400.
 */
const tabTenant = async (c: Context): Promise<string | null> => {
  const text = await c.req.text()
  if (text.trim() === '') return null
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw badRequest('The body must be JSON: {"tenantId": string | null}')
  }
  const tenantId =
    typeof body === 'object' && body !== null ? Reflect.get(body, 'tenantId') : undefined
  if (tenantId === undefined || tenantId === null) return null
  if (typeof tenantId !== 'string' || tenantId.length > 100) {
    throw badRequest('tenantId must be a tenant id or null')
  }
  return tenantId
}

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
  const tenantId = await tabTenant(c)
  if (refreshToken === undefined) throw expired()
  try {
    const issued = await refreshTokens(
      deps,
      { refreshToken, tenantId, clientId: null, scope: 'openid' },
      { client: clientInfo(c), now: deps.now() },
    )
    if (issued.refreshToken) setSessionCookie(deps, c, issued.refreshToken)
    c.header('cache-control', 'no-store')
    return c.json(issued.body, 200)
  } catch (error) {
    if (error instanceof OAuthError) throw expired()
    throw error
  }
}
