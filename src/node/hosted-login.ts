import { createHash, randomBytes } from 'node:crypto'
import type { FoyerEnvironment } from './environment'

/** The token endpoint's answer to a server-side client (the refresh token in the body). */
export interface FoyerTokens {
  access_token: string
  id_token: string
  refresh_token: string
  expires_in: number
  token_type: string
}

/** The settings hosted login needs (a {@link FoyerEnvironment} has them all). */
export type HostedLoginSettings = Pick<
  FoyerEnvironment,
  'appUrl' | 'baseUrl' | 'apiPrefix' | 'clientId' | 'clientSecret'
>

/** The failure of a token request: OAuth's error code and the server's description. */
export class FoyerTokenError extends Error {
  override readonly name = 'FoyerTokenError'
  constructor(
    readonly error: string,
    message: string,
    readonly status: number,
  ) {
    super(message)
  }
}

const oauthUrl = (settings: HostedLoginSettings, path: string) =>
  `${settings.baseUrl}${settings.apiPrefix ? `/${settings.apiPrefix}` : ''}/oauth/${path}`

/** The application's callback: `{appUrl}/oauth/callback` (spec 000 §2.1). */
export const callbackUrl = (settings: HostedLoginSettings) => `${settings.appUrl}/oauth/callback`

/** A new authorization request: the URL to send the browser to, and the verifier and state to keep. */
export function startHostedLogin(settings: HostedLoginSettings) {
  const verifier = randomBytes(32).toString('base64url')
  const state = randomBytes(16).toString('base64url')
  const url = new URL(oauthUrl(settings, 'authorize'))
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: settings.clientId,
    redirect_uri: callbackUrl(settings),
    scope: 'openid email profile offline_access',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state,
  }).toString()
  return { url: url.toString(), verifier, state }
}

/**
 * The hosted logout address, coming back to the application's home page; `idTokenHint` names the
 * application's own session, which the server then ends too.
 */
export const hostedLogoutUrl = (settings: HostedLoginSettings, idTokenHint?: string) => {
  const query = new URLSearchParams({ post_logout_redirect_uri: `${settings.appUrl}/` })
  if (idTokenHint) query.set('id_token_hint', idTokenHint)
  return `${oauthUrl(settings, 'logout')}?${query.toString()}`
}

const tokenRequest = async (
  settings: HostedLoginSettings,
  params: Record<string, string>,
): Promise<FoyerTokens> => {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' }
  if (settings.clientSecret) {
    const pair = `${encodeURIComponent(settings.clientId)}:${encodeURIComponent(settings.clientSecret)}`
    headers.authorization = `Basic ${Buffer.from(pair).toString('base64')}`
  }
  const response = await fetch(oauthUrl(settings, 'token'), {
    method: 'POST',
    headers,
    body: new URLSearchParams({ client_id: settings.clientId, ...params }).toString(),
  })
  const body = (await response.json().catch(() => ({}))) as Partial<FoyerTokens> & {
    error?: string
    error_description?: string
  }
  if (!response.ok || !body.access_token || !body.refresh_token) {
    throw new FoyerTokenError(
      body.error ?? 'server_error',
      body.error_description ?? `Token request failed with ${response.status}`,
      response.status,
    )
  }
  return body as FoyerTokens
}

/** The hosted-login code exchange (with the verifier kept since {@link startHostedLogin}). */
export const exchangeHostedLoginCode = (
  settings: HostedLoginSettings,
  input: { code: string; verifier: string },
) =>
  tokenRequest(settings, {
    grant_type: 'authorization_code',
    code: input.code,
    code_verifier: input.verifier,
    redirect_uri: callbackUrl(settings),
  })

/** A refresh: the old refresh token is spent, a new one comes back. */
export const refreshFoyerTokens = (settings: HostedLoginSettings, refreshToken: string) =>
  tokenRequest(settings, { grant_type: 'refresh_token', refresh_token: refreshToken })
