import * as client from 'openid-client'
import type { TestServer } from '../helpers'

/** The host application's registered callback in these tests. */
export const redirectUri = 'https://app.example.com/oauth/callback'

/** Server settings of the hosted-login tests: the host app and its registered URIs. */
export const hostedEnv = {
  FOYER_APP_URL: 'https://app.example.com',
  FOYER_OAUTH_LOGOUT_URIS: 'https://app.example.com/signed-out',
}

/**
 * `openid-client` as the host application's relying party, discovering Foyer through its metadata.
 * Its requests reach the app in-process (the app's own `request`), so the issuer stays the test
 * server's configured `http://localhost:8080`.
 */
export const relyingParty = async (
  server: TestServer,
  clientAuth: client.ClientAuth = client.None(),
  clientId: string = server.config.vendorId,
) => {
  const fetchThroughApp: client.CustomFetch = (url, options) =>
    Promise.resolve(server.app.request(url, options as RequestInit))
  const config = await client.discovery(
    new URL(server.config.issuer),
    clientId,
    { id_token_signed_response_alg: 'ES256' },
    clientAuth,
    { [client.customFetch]: fetchThroughApp, execute: [client.allowInsecureRequests] },
  )
  config[client.customFetch] = fetchThroughApp
  return config
}

/** A PKCE pair, state and nonce for one authorization request. */
export const newRequest = async () => {
  const verifier = client.randomPKCECodeVerifier()
  return {
    verifier,
    challenge: await client.calculatePKCECodeChallenge(verifier),
    state: client.randomState(),
    nonce: client.randomNonce(),
  }
}

/** The authorize URL `openid-client` builds for `request`. */
export const authorizeUrl = (
  config: client.Configuration,
  request: Awaited<ReturnType<typeof newRequest>>,
  extra: Record<string, string> = {},
) =>
  client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    code_challenge: request.challenge,
    code_challenge_method: 'S256',
    state: request.state,
    nonce: request.nonce,
    ...extra,
  })

/** Follows the authorize URL as a browser holding `cookie` would, answering the Location. */
export const browse = async (server: TestServer, url: URL | string, cookie?: string) => {
  const accept = 'text/html,application/xhtml+xml,*/*;q=0.8'
  const response = await server.app.request(url.toString(), {
    headers: cookie ? { cookie, accept } : { accept },
  })
  return { status: response.status, location: response.headers.get('location'), response }
}
