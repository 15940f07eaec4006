import { endSession } from '../auth/sessions'
import { clientInfo } from '../http/client-info'
import { readRefreshCookie } from '../http/refresh-cookie'
import { setSessionCookie } from '../session-gate/open'
import { clientSecretMatches, findOAuthClient } from './clients'
import { OAuthError, respondWithOAuthError } from './oauth-error'
import { exchangeCode, refreshTokens } from './token-grants'
import type { AppDeps } from '../deps'
import type { IssuedTokens } from './token-grants'
import type { Context } from 'hono'

type Params = Record<string, string | undefined>

/** The body as strings: form-encoded (OAuth clients) or JSON (the wire's `exchangeOAuthTokens`). */
const readParams = async (c: Context): Promise<Params> => {
  const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase()
  let raw: unknown
  if (type === 'application/x-www-form-urlencoded') raw = await c.req.parseBody()
  else if (type === 'application/json') raw = await c.req.json<unknown>().catch(() => undefined)
  else throw new OAuthError('invalid_request', 'Send the parameters form-encoded or as JSON')
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new OAuthError('invalid_request', 'The body must be an object of parameters')
  }
  const params: Params = {}
  for (const [name, value] of Object.entries(raw)) {
    if (value === null || value === undefined) continue
    if (typeof value !== 'string' || value.length > 4096) {
      throw new OAuthError('invalid_request', `${name} must be a string`)
    }
    params[name] = value
  }
  return params
}

/**
 * The client: `client_id` (body or HTTP Basic; optional for the wire's client, which sends none
 * and means the bootstrap client), the bootstrap client or an active application, authenticated
 * as its type requires (`clientSecretMatches`). A confidential application calls from its server:
 * its secret in a page would be no secret, so a call with an `Origin` is refused.
 */
const authenticateClient = async (
  deps: AppDeps,
  c: Context,
  params: Params,
  browser: boolean,
): Promise<string> => {
  let clientId = params.client_id
  let secret = params.client_secret
  const basic = /^Basic ([A-Za-z0-9+/=]+)$/i.exec(c.req.header('authorization') ?? '')
  if (basic?.[1]) {
    const [id = '', password = ''] = Buffer.from(basic[1], 'base64').toString().split(':')
    try {
      clientId = decodeURIComponent(id)
      secret = decodeURIComponent(password)
    } catch {
      throw new OAuthError('invalid_client', 'Client authentication failed', 401)
    }
  }
  const client = await findOAuthClient(deps.db, deps.config, clientId ?? deps.config.vendorId)
  if (!client) throw new OAuthError('invalid_client', 'Unknown client', 401)
  if (!clientSecretMatches(deps.config, client, secret)) {
    throw new OAuthError('invalid_client', 'Client authentication failed', 401)
  }
  if (browser && client.clientType === 'confidential') {
    throw new OAuthError('invalid_client', 'A confidential client calls from its server', 401)
  }
  return client.id
}

/**
 * A browser calling from a page (an `Origin` header) gets the refresh token as the HttpOnly
 * cookie, never in a body a script reads; an `Origin` outside the allow-list is refused.
 * Server-side clients (no `Origin`) get it in the body, as OAuth says.
 */
const browserOrigin = ({ config }: AppDeps, c: Context): boolean => {
  const origin = c.req.header('origin')
  if (origin === undefined) return false
  if (origin !== new URL(config.issuer).origin && !config.allowedOrigins.includes(origin)) {
    throw new OAuthError('invalid_request', `Origin ${origin} is not allowed`, 403)
  }
  return true
}

const requireParam = (params: Params, name: string): string => {
  const value = params[name]
  if (value === undefined || value === '') {
    throw new OAuthError('invalid_request', `${name} is required`)
  }
  return value
}

/** `POST {prefix}/oauth/token`: the authorization-code and refresh-token grants. */
export const token = (deps: AppDeps) => async (c: Context) => {
  try {
    const params = await readParams(c)
    const browser = browserOrigin(deps, c)
    const clientId = await authenticateClient(deps, c, params, browser)
    const context = { client: clientInfo(c), now: deps.now() }
    const grantType =
      params.grant_type ?? (params.code !== undefined ? 'authorization_code' : 'refresh_token')
    let issued: IssuedTokens
    if (grantType === 'authorization_code') {
      const exchange = {
        code: requireParam(params, 'code'),
        codeVerifier: requireParam(params, 'code_verifier'),
        redirectUri: requireParam(params, 'redirect_uri'),
        clientId,
      }
      issued = await exchangeCode(deps, exchange, context)
      // The page's former session in this browser gives way to the one the code opened.
      const former = browser ? readRefreshCookie(c) : undefined
      if (former) await endSession(deps, { refreshToken: former, ...context })
    } else if (grantType === 'refresh_token') {
      const fromCookie = params.refresh_token === undefined && browser
      const refreshToken = params.refresh_token ?? (browser ? readRefreshCookie(c) : undefined)
      if (refreshToken === undefined)
        throw new OAuthError('invalid_request', 'refresh_token is required')
      const scope = params.scope ?? 'openid'
      const tenantId = params.tenantId ?? null
      // A token the client presents is bound to it; the browser's cookie serves its page.
      const bound = fromCookie ? null : clientId
      issued = await refreshTokens(
        deps,
        { refreshToken, tenantId, clientId: bound, scope },
        context,
      )
    } else {
      throw new OAuthError('unsupported_grant_type', `grant_type ${grantType} is not supported`)
    }
    c.header('cache-control', 'no-store')
    if (browser) {
      if (issued.refreshToken) setSessionCookie(deps, c, issued.refreshToken)
      return c.json(issued.body, 200)
    }
    return c.json({ ...issued.body, refresh_token: issued.refreshToken }, 200)
  } catch (error) {
    if (error instanceof OAuthError) return respondWithOAuthError(c, error)
    throw error
  }
}
