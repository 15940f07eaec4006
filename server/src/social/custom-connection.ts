import { guardedFetch } from '../federation/fetch-guard'
import { openIdClient, pkceChallenge } from '../federation/openid-client'
import { socialCallbackUri } from './connection'
import { customProfile, customUserInfo } from './custom-profile'
import { SocialExchangeError } from './profile'
import type { ServerConfig } from '../config'
import type { AuthorizationRequest, SocialConnection } from './connection'
import type { CustomSocialProvider } from './custom-providers'
import type { StartedSignIn } from './states'
import type * as OpenIdClient from 'openid-client'

/** openid-client's fetch: every request to a vendor-typed URL goes through the fetch guard. */
const fetchThroughGuard: OpenIdClient.CustomFetch = (url, options) =>
  guardedFetch(url, {
    method: options.method,
    headers: options.headers,
    body: options.body,
    signal: options.signal,
  })

const DISCOVERY_TTL_MS = 10 * 60 * 1000
const discovered = new Map<string, { at: number; value: Promise<OpenIdClient.Configuration> }>()

/**
 * The relying party of an OpenID Connect custom provider: the issuer's discovery document (read
 * through the fetch guard, kept ten minutes per version of the provider) gives the keys that
 * check the ID token, with the vendor's authorization, token and user info URLs over the
 * discovered ones (the wire's fields say where the vendor wants the browser and the code to go).
 */
const relyingParty = (provider: CustomSocialProvider, issuer: string) => {
  const key = `${provider.id} ${provider.updatedAt.getTime()}`
  const cached = discovered.get(key)
  if (cached && Date.now() - cached.at < DISCOVERY_TTL_MS) return cached.value
  // Plain http only ever passes the URL checks on loopback with private networks allowed (tests).
  const insecure = [issuer, provider.tokenUrl].some((url) => url?.startsWith('http:'))
  const value = openIdClient().then(async (oidc) => {
    const execute = [
      oidc.enableNonRepudiationChecks,
      ...(insecure ? [oidc.allowInsecureRequests] : []),
    ]
    const found = await oidc.discovery(
      new URL(issuer),
      provider.clientId,
      provider.secret ?? undefined,
      undefined,
      { [oidc.customFetch]: fetchThroughGuard, execute, timeout: 10 },
    )
    // Plain data only: the metadata's helper methods cannot be cloned into a new configuration.
    const metadata = JSON.parse(
      JSON.stringify(found.serverMetadata()),
    ) as OpenIdClient.ServerMetadata
    const configuration = new oidc.Configuration(
      {
        ...metadata,
        authorization_endpoint: provider.authorizationUrl,
        userinfo_endpoint: provider.userInfoUrl,
        ...(provider.tokenUrl ? { token_endpoint: provider.tokenUrl } : {}),
      },
      provider.clientId,
      provider.secret ?? undefined,
    )
    configuration[oidc.customFetch] = fetchThroughGuard
    for (const option of execute) option(configuration)
    return configuration
  })
  // An older version of this provider's configuration will not be asked for again.
  for (const stale of discovered.keys()) {
    if (stale.startsWith(`${provider.id} `)) discovered.delete(stale)
  }
  discovered.set(key, { at: Date.now(), value })
  value.catch(() => discovered.delete(key))
  return value
}

const scopesOf = (provider: CustomSocialProvider) => {
  const scopes = provider.scopes.split(' ').filter(Boolean)
  // An OpenID Connect request without `openid` gets no ID token, so no nonce would be checked.
  return (provider.issuer && !scopes.includes('openid') ? ['openid', ...scopes] : scopes).join(' ')
}

const authorizationUrl = async (provider: CustomSocialProvider, request: AuthorizationRequest) => {
  const url = new URL(provider.authorizationUrl)
  const parameters: Record<string, string> = {
    client_id: provider.clientId,
    redirect_uri: request.redirectUri,
    response_type: 'code',
    state: request.state,
  }
  const scope = scopesOf(provider)
  if (scope !== '') parameters.scope = scope
  if (request.nonce) parameters.nonce = request.nonce
  if (request.codeVerifier) {
    parameters.code_challenge = pkceChallenge(request.codeVerifier)
    parameters.code_challenge_method = 'S256'
  }
  for (const [name, value] of Object.entries(parameters)) url.searchParams.set(name, value)
  return url
}

/** The cause of a failed exchange for the audit row: openid-client's words and the check's own. */
const failure = (error: unknown) => {
  if (error instanceof SocialExchangeError) return error
  if (!(error instanceof Error)) return new SocialExchangeError('token exchange failed')
  const inner = error.cause instanceof Error ? `: ${error.cause.message}` : ''
  return new SocialExchangeError(`${error.message}${inner}`)
}

/**
 * OpenID Connect: openid-client redeems the code with the PKCE verifier and checks the ID token
 * (signature from the issuer's keys, issuer, audience, expiry, our nonce); the user info
 * endpoint fills in an email the ID token lacks, for the same subject only.
 */
const exchangeOidc = async (
  provider: CustomSocialProvider,
  issuer: string,
  started: StartedSignIn,
  callback: { code: string; state: string; iss: string | undefined },
) => {
  const configuration = await relyingParty(provider, issuer)
  const current = new URL(started.redirectUri)
  current.search = new URLSearchParams({ code: callback.code, state: callback.state }).toString()
  const metadata = configuration.serverMetadata()
  const iss =
    callback.iss ??
    (metadata.authorization_response_iss_parameter_supported ? metadata.issuer : undefined)
  if (iss !== undefined) current.searchParams.set('iss', iss)
  const oidc = await openIdClient()
  const tokens = await oidc.authorizationCodeGrant(configuration, current, {
    expectedState: callback.state,
    ...(started.nonce ? { expectedNonce: started.nonce } : {}),
    ...(started.codeVerifier ? { pkceCodeVerifier: started.codeVerifier } : {}),
    idTokenExpected: true,
  })
  const claims = tokens.claims()
  if (!claims) throw new SocialExchangeError('no ID token')
  if (typeof claims.email === 'string') return customProfile(claims)
  const info = await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub)
  return customProfile({ ...info, sub: claims.sub })
}

/**
 * OAuth 2.0: the code (with the PKCE verifier and the client's credentials in the form,
 * client_secret_post, which generic providers accept most widely) is exchanged at the token URL
 * through the fetch guard, then the user info URL says who signed in.
 */
const exchangeOAuth = async (
  provider: CustomSocialProvider,
  started: StartedSignIn,
  code: string,
) => {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: started.redirectUri,
    client_id: provider.clientId,
    client_secret: provider.secret ?? '',
    ...(started.codeVerifier ? { code_verifier: started.codeVerifier } : {}),
  })
  const response = await guardedFetch(provider.tokenUrl ?? '', {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
  })
  const text = await response.text()
  let token: unknown
  try {
    token = Reflect.get(JSON.parse(text) as object, 'access_token')
  } catch {
    // Some providers (GitHub's family) answer a form unless JSON is understood.
    token = new URLSearchParams(text).get('access_token')
  }
  if (!response.ok || typeof token !== 'string' || token === '') {
    throw new SocialExchangeError(`the token endpoint answered ${response.status} without a token`)
  }
  return customProfile(await customUserInfo(provider.userInfoUrl, token))
}

/** The connection of a custom provider: OpenID Connect when it has an issuer, else OAuth 2.0. */
export const customConnection = (
  config: ServerConfig,
  provider: CustomSocialProvider,
): SocialConnection => ({
  key: provider.id,
  label: provider.displayName,
  redirectUri: provider.redirectUrl ?? socialCallbackUri(config, provider.id),
  nonce: provider.issuer !== null,
  // PKCE S256 always: providers that do not know it ignore the parameters (RFC 7636 §5).
  pkce: true,
  authorizationUrl: async (request) => {
    // The issuer's keys are read before the visitor leaves: an issuer that cannot be used sends
    // the box back at once with temporarily_unavailable rather than failing after the consent.
    if (provider.issuer) await relyingParty(provider, provider.issuer)
    return authorizationUrl(provider, request)
  },
  exchange: async (started, callback) => {
    try {
      return provider.issuer
        ? await exchangeOidc(provider, provider.issuer, started, callback)
        : await exchangeOAuth(provider, started, callback.code)
    } catch (error) {
      throw failure(error)
    }
  },
})
