import { openIdClient, pkceChallenge } from '../federation/openid-client'
import { claimIsTrue, SocialExchangeError, stringClaim } from './profile'
import type { SocialProviderConfiguration } from './configuration'
import type { SocialProfile } from './profile'
import type { OidcShape } from './providers'
import type { StartedSignIn } from './states'
import type * as OpenIdClient from 'openid-client'

/** Discovery documents change rarely: each is fetched at most every ten minutes. */
const DISCOVERY_TTL_MS = 10 * 60 * 1000
const cache = new Map<string, { at: number; configuration: Promise<OpenIdClient.Configuration> }>()

const insecure = (issuer: string) => new URL(issuer).protocol === 'http:'

/** The openid-client configuration of a provider (from its issuer's discovery document). */
export const oidcConfiguration = (
  provider: SocialProviderConfiguration,
  shape: OidcShape,
): Promise<OpenIdClient.Configuration> => {
  const key = JSON.stringify([shape.issuer, provider.clientId, provider.secret])
  const cached = cache.get(key)
  if (cached && Date.now() - cached.at < DISCOVERY_TTL_MS) return cached.configuration
  // http is only ever configured for loopback issuers (the configuration refuses it elsewhere).
  const configuration = openIdClient().then((oidc) => {
    const options = insecure(shape.issuer) ? { execute: [oidc.allowInsecureRequests] } : undefined
    return oidc.discovery(
      new URL(shape.issuer),
      provider.clientId,
      provider.secret ?? undefined,
      undefined,
      { ...options, timeout: 10 },
    )
  })
  cache.set(key, { at: Date.now(), configuration })
  configuration.catch(() => cache.delete(key))
  return configuration
}

/** Where to send the browser: the provider's authorization endpoint with our checks. */
export const oidcAuthorizationUrl = async (
  provider: SocialProviderConfiguration,
  shape: OidcShape,
  started: {
    state: string
    nonce: string | null
    codeVerifier: string | null
    redirectUri: string
  },
): Promise<URL> => {
  const configuration = await oidcConfiguration(provider, shape)
  const parameters: Record<string, string> = {
    redirect_uri: started.redirectUri,
    response_type: 'code',
    scope: [...new Set([...shape.scopes, ...provider.additionalScopes])].join(' '),
    state: started.state,
  }
  if (started.nonce) parameters.nonce = started.nonce
  if (started.codeVerifier) {
    parameters.code_challenge = pkceChallenge(started.codeVerifier)
    parameters.code_challenge_method = 'S256'
  }
  if (shape.formPost) parameters.response_mode = 'form_post'
  return (await openIdClient()).buildAuthorizationUrl(configuration, parameters)
}

/**
 * Exchanges the code at the provider's token endpoint and checks the ID token: signature (the
 * issuer's JWKS), issuer, audience, expiry and our nonce, with the PKCE verifier sent along.
 */
export const exchangeOidc = async (
  provider: SocialProviderConfiguration,
  shape: OidcShape,
  started: StartedSignIn,
  callback: { code: string; state: string; iss?: string | undefined },
): Promise<SocialProfile> => {
  const configuration = await oidcConfiguration(provider, shape).catch((error: unknown) => {
    throw new SocialExchangeError(
      `discovery failed: ${error instanceof Error ? error.message : ''}`,
    )
  })
  const current = new URL(started.redirectUri)
  const query = new URLSearchParams({ code: callback.code, state: callback.state })
  // RFC 9207: a provider that names itself in its answers must have; the wire's post-login does
  // not carry `iss`, so without one from the box the state (bound server-side to this provider)
  // stands for it: the code only ever goes to this provider's token endpoint.
  const metadata = configuration.serverMetadata()
  const iss =
    callback.iss ??
    (metadata.authorization_response_iss_parameter_supported ? metadata.issuer : undefined)
  if (iss !== undefined) query.set('iss', iss)
  current.search = query.toString()
  const oidc = await openIdClient()
  const tokens = await oidc
    .authorizationCodeGrant(configuration, current, {
      expectedState: callback.state,
      ...(started.nonce ? { expectedNonce: started.nonce } : {}),
      ...(started.codeVerifier ? { pkceCodeVerifier: started.codeVerifier } : {}),
      idTokenExpected: true,
    })
    .catch((error: unknown) => {
      throw new SocialExchangeError(
        error instanceof Error ? error.message : 'token exchange failed',
      )
    })
  const claims = tokens.claims()
  if (!claims) throw new SocialExchangeError('no ID token')
  const email = stringClaim(claims.email)
  // Microsoft marks a domain-owner-verified address with xms_edov; its `email` is otherwise unproven.
  const verified = claimIsTrue(claims.email_verified) || claimIsTrue(claims.xms_edov)
  const name =
    stringClaim(claims.name, 200) ??
    ([stringClaim(claims.given_name, 100), stringClaim(claims.family_name, 100)]
      .filter(Boolean)
      .join(' ') ||
      null)
  return {
    subject: claims.sub,
    email: email?.toLowerCase() ?? null,
    emailVerified: email !== null && verified,
    name,
  }
}
