import { appRedirectUri } from '../links/app-links'
import { exchangeOAuth, oauthAuthorizationUrl } from './exchange-oauth'
import { exchangeOidc, oidcAuthorizationUrl } from './exchange-oidc'
import type { ServerConfig } from '../config'
import type { SocialProviderConfiguration } from './configuration'
import type { SocialProfile } from './profile'
import type { StartedSignIn } from './states'

/** What an authorization request carries (kept server-side until its callback). */
export interface AuthorizationRequest {
  state: string
  nonce: string | null
  codeVerifier: string | null
  redirectUri: string
}

/**
 * A provider as a sign-in speaks to it: one of the seven built-in providers or a vendor's custom
 * one. The flow (state, binding cookie, nonce, PKCE, refusals, accounts) is the same for all;
 * only the authorization URL and the code exchange differ.
 */
export interface SocialConnection {
  /** The name in states, identities and the post-login path: a type, or a custom provider's id. */
  key: string
  /** How refusals name the provider to a person. */
  label: string
  redirectUri: string
  /** OpenID Connect: a nonce goes with the request and comes back in the ID token. */
  nonce: boolean
  pkce: boolean
  authorizationUrl: (request: AuthorizationRequest) => Promise<URL>
  exchange: (
    started: StartedSignIn,
    callback: { code: string; state: string; iss: string | undefined },
  ) => Promise<SocialProfile>
}

/** Where Foyer's own endpoints of a provider live (under the API prefix on the issuer). */
export const socialEndpoint = (config: ServerConfig, provider: string, last: string) =>
  `${config.issuer}${config.apiPrefix}/identity/resources/sso/v2/${provider}/${last}`

/**
 * The box's social callback route in the app; for an app routing by the fragment, Foyer's
 * callback of provider `key` (a built-in type or a custom id), which redirects there.
 */
export const socialCallbackUri = (config: ServerConfig, key: string) =>
  appRedirectUri(config, 'socialLoginCallbackUrl', socialEndpoint(config, key, 'callback'))

/**
 * Where the provider sends the browser back: the vendor's registered URL, else the app's social
 * callback route, or, for a provider that posts its answer (Apple), Foyer's own callback, which
 * turns the post into a redirect to that route. Never from request input.
 */
export const redirectUriOf = (config: ServerConfig, provider: SocialProviderConfiguration) => {
  if (provider.redirectUrl) return provider.redirectUrl
  if (provider.shape.protocol === 'oidc' && provider.shape.formPost) {
    return socialEndpoint(config, provider.provider, 'callback')
  }
  return socialCallbackUri(config, provider.provider)
}

/** The connection of a built-in provider (its shape decides OpenID Connect or OAuth 2.0). */
export const builtInConnection = (
  config: ServerConfig,
  provider: SocialProviderConfiguration,
): SocialConnection => {
  const { shape } = provider
  return {
    key: provider.provider,
    label: provider.provider,
    redirectUri: redirectUriOf(config, provider),
    nonce: shape.protocol === 'oidc',
    pkce: shape.pkce,
    authorizationUrl: (request) =>
      shape.protocol === 'oidc'
        ? oidcAuthorizationUrl(provider, shape, request)
        : oauthAuthorizationUrl(provider, shape, request),
    exchange: (started, callback) =>
      shape.protocol === 'oidc'
        ? exchangeOidc(provider, shape, started, callback)
        : exchangeOAuth(provider, shape, started, callback.code),
  }
}
