import { FetchRefused, guardedFetch } from '../federation/fetch-guard'
import { openIdClient, pkceChallenge, randomUrlSecret } from '../federation/openid-client'
import { openOidcSecret } from './store'
import type { ServerConfig } from '../config'
import type { SsoConfiguration } from './repository'
import type * as OpenIdClient from 'openid-client'

/** Thrown when an OIDC configuration's IdP cannot be used (incomplete, unreachable, refused). */
export class OidcUnavailable extends Error {
  override readonly name = 'OidcUnavailable'
}

const cacheMs = 5 * 60 * 1000
const discovered = new Map<
  string,
  { version: string; at: number; value: OpenIdClient.Configuration }
>()

/** openid-client's fetch: every request of an RP goes through the fetch guard. */
const fetchThroughGuard: OpenIdClient.CustomFetch = (url, options) =>
  guardedFetch(url, {
    method: options.method,
    headers: options.headers,
    body: options.body,
    signal: options.signal,
  })

/**
 * The relying party of an OIDC configuration: the IdP's discovery document (read from its
 * `ssoEndpoint` issuer through the fetch guard, kept 5 minutes per version of the configuration)
 * with the configuration's client id and secret (client_secret_basic). Throws `OidcUnavailable`.
 */
export const relyingParty = async (
  config: ServerConfig,
  configuration: SsoConfiguration,
  at: Date,
): Promise<OpenIdClient.Configuration> => {
  const version = `${configuration.updatedAt.getTime()} ${configuration.ssoEndpoint}`
  const cached = discovered.get(configuration.id)
  if (cached?.version === version && at.getTime() - cached.at < cacheMs) return cached.value
  if (configuration.ssoEndpoint === '' || configuration.oidcClientId === '') {
    throw new OidcUnavailable('The OIDC configuration has no issuer or client id')
  }
  const secret = openOidcSecret(config, configuration)
  const issuer = new URL(configuration.ssoEndpoint)
  try {
    const client = await openIdClient()
    const value = await client.discovery(
      issuer,
      configuration.oidcClientId,
      secret === undefined ? undefined : { client_secret: secret },
      secret === undefined ? client.None() : client.ClientSecretBasic(secret),
      {
        [client.customFetch]: fetchThroughGuard,
        // Plain http only gets past the guard where private networks are allowed (tests).
        // The ID token's signature is checked against the IdP's JWKS even though it comes
        // straight from the token endpoint (openid-client would trust TLS alone otherwise).
        execute: [
          client.enableNonRepudiationChecks,
          ...(issuer.protocol === 'http:' ? [client.allowInsecureRequests] : []),
        ],
        timeout: 10,
      },
    )
    discovered.set(configuration.id, { version, at: at.getTime(), value })
    return value
  } catch (error) {
    const reason = error instanceof FetchRefused ? error.message : 'discovery failed'
    throw new OidcUnavailable(`The identity provider cannot be used: ${reason}`, { cause: error })
  }
}

/** A fresh authorization request's secrets: PKCE verifier, state and nonce. */
export interface OidcRequestSecrets {
  verifier: string
  nonce: string
}

/** New PKCE verifier and nonce for one authorization request. */
export const newRequestSecrets = (): OidcRequestSecrets => ({
  verifier: randomUrlSecret(),
  nonce: randomUrlSecret(),
})

/**
 * The IdP address of an authorization request: code flow, PKCE S256, the given state and
 * nonce, scopes openid email profile.
 */
export const authorizationAddress = async (
  rp: OpenIdClient.Configuration,
  input: OidcRequestSecrets & { state: string; redirectUri: string },
): Promise<string> =>
  (await openIdClient())
    .buildAuthorizationUrl(rp, {
      redirect_uri: input.redirectUri,
      response_type: 'code',
      scope: 'openid email profile',
      state: input.state,
      nonce: input.nonce,
      code_challenge: pkceChallenge(input.verifier),
      code_challenge_method: 'S256',
    })
    .toString()

/** What the verified ID token says about the person. */
export interface OidcIdentity {
  subject: string
  email: string | null
  name: string | null
  groups: string[]
}

/**
 * Redeems an authorization code: the token request carries the PKCE verifier; openid-client
 * checks the state, the ID token's signature (the IdP's JWKS, non-repudiation checks on),
 * issuer, audience, expiry and nonce. An email the IdP marks unverified is not used.
 */
export const redeemCode = async (
  rp: OpenIdClient.Configuration,
  input: OidcRequestSecrets & { code: string; state: string; redirectUri: string },
): Promise<OidcIdentity> => {
  const callback = new URL(input.redirectUri)
  callback.searchParams.set('code', input.code)
  callback.searchParams.set('state', input.state)
  // RFC 9207's `iss` guards a client of several IdPs against mix-up; here the state was issued
  // for one configuration, so its IdP is the only issuer it can be from. The box's callback
  // posts the code and state only, so the expected issuer is supplied.
  const metadata = rp.serverMetadata()
  if (metadata.authorization_response_iss_parameter_supported === true) {
    callback.searchParams.set('iss', metadata.issuer)
  }
  const client = await openIdClient()
  const tokens = await client.authorizationCodeGrant(rp, callback, {
    pkceCodeVerifier: input.verifier,
    expectedState: input.state,
    expectedNonce: input.nonce,
    idTokenExpected: true,
  })
  const claims = tokens.claims()
  if (!claims) throw new OidcUnavailable('The identity provider sent no ID token')
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null)
  const groups = Array.isArray(claims.groups)
    ? claims.groups.filter((group): group is string => typeof group === 'string')
    : []
  return {
    subject: claims.sub,
    email: claims.email_verified === false ? null : text(claims.email),
    name: text(claims.name),
    groups,
  }
}
