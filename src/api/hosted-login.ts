import { buildUrl } from './build-url'
import type { ApiClient } from './client'

/** The hosted-login endpoints (wire §5.1 rows 135-137), under the API prefix. */
export const HOSTED_LOGIN_PATHS = {
  authorize: '/oauth/authorize',
  token: '/oauth/token',
  silent: '/oauth/authorize/silent',
  logout: '/oauth/logout',
} as const

/** `IOAuthTokenResponse`: the page's refresh token stays in the server's HttpOnly cookie. */
export interface OAuthTokenResponse {
  access_token: string
  id_token: string
  expires_in?: number
  refresh_token?: string
}

/** What the authorize URL carries (the code flow with PKCE S256). */
export interface AuthorizeQuery {
  clientId: string
  redirectUri: string
  codeChallenge: string
  state: string
  scope?: string
}

/** The absolute authorize URL on the client's server. */
export function hostedAuthorizeUrl(client: ApiClient, query: AuthorizeQuery): string {
  const { baseUrl, apiPrefix = 'api' } = client.options
  return buildUrl(baseUrl, apiPrefix, HOSTED_LOGIN_PATHS.authorize, {
    response_type: 'code',
    client_id: query.clientId,
    redirect_uri: query.redirectUri,
    code_challenge: query.codeChallenge,
    code_challenge_method: 'S256',
    scope: query.scope ?? 'openid email profile',
    state: query.state,
  })
}

/** The absolute hosted logout URL, back to `postLogoutRedirectUri` (registered on the server). */
export function hostedLogoutUrl(client: ApiClient, postLogoutRedirectUri?: string): string {
  const { baseUrl, apiPrefix = 'api' } = client.options
  return buildUrl(baseUrl, apiPrefix, HOSTED_LOGIN_PATHS.logout, {
    post_logout_redirect_uri: postLogoutRedirectUri,
  })
}

/** Exchanges a code (row 135); the server answers tokens and sets the refresh cookie. */
export function exchangeHostedLoginCode(
  client: ApiClient,
  input: { code: string; code_verifier: string; redirect_uri: string },
): Promise<OAuthTokenResponse> {
  return client.post(HOSTED_LOGIN_PATHS.token, { grant_type: 'authorization_code', ...input })
}
