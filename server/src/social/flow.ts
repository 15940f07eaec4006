import { randomBytes } from 'node:crypto'
import { getCookie, setCookie } from 'hono/cookie'
import { writeAudit } from '../audit/repository'
import { appLink } from '../links/app-links'
import { socialRefusal } from './account'
import { exchangeOAuth, oauthAuthorizationUrl } from './exchange-oauth'
import { exchangeOidc, oidcAuthorizationUrl } from './exchange-oidc'
import { SocialExchangeError } from './profile'
import { spendSignIn, startSignIn, STATE_TTL_SECONDS } from './states'
import type { ServerConfig } from '../config'
import type { AppDeps } from '../deps'
import type { ClientInfo } from '../sessions/repository'
import type { SocialProviderConfiguration } from './configuration'
import type { SocialProfile } from './profile'
import type { Context } from 'hono'

/** The HttpOnly cookie binding a started sign-in to the browser that started it. */
export const socialBinderCookie = 'foyer_social'

const binderAttributes = (config: ServerConfig) => ({
  // Sent to the post-login only (auth/v1/user/sso/{provider}/postlogin).
  path: `${config.apiPrefix}/identity/resources/auth/v1/user/sso`,
  httpOnly: true,
  secure: !config.insecureLocalhost || config.cookieSameSite === 'none',
  sameSite: (config.cookieSameSite === 'none'
    ? 'None'
    : config.cookieSameSite === 'strict'
      ? 'Strict'
      : 'Lax') as 'None' | 'Strict' | 'Lax',
})

const readBinder = (c: Context): string | undefined => {
  const value = getCookie(c, socialBinderCookie)
  return value !== undefined && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined
}

/** Where Foyer's own endpoints of a provider live (under the API prefix on the issuer). */
export const socialEndpoint = (config: ServerConfig, provider: string, last: string) =>
  `${config.issuer}${config.apiPrefix}/identity/resources/sso/v2/${provider}/${last}`

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
  return appLink(config, 'socialLoginCallbackUrl')
}

/**
 * Starts a sign-in: the state, nonce and PKCE verifier are kept server-side, this browser gets
 * (or keeps) its binding cookie, and the answer is the provider's authorization URL.
 */
export const startSocialSignIn = async (
  deps: AppDeps,
  c: Context,
  provider: SocialProviderConfiguration,
): Promise<URL> => {
  const { config } = deps
  const binder = readBinder(c) ?? randomBytes(32).toString('base64url')
  // The same binder for every tab of this browser, so two sign-ins started at once both work.
  setCookie(c, socialBinderCookie, binder, {
    ...binderAttributes(config),
    maxAge: STATE_TTL_SECONDS,
  })
  const { shape } = provider
  const redirectUri = redirectUriOf(config, provider)
  const started = await startSignIn(deps.db, {
    provider: provider.provider,
    binder,
    oidc: shape.protocol === 'oidc',
    pkce: shape.pkce,
    redirectUri,
    now: deps.now(),
  })
  return shape.protocol === 'oidc'
    ? oidcAuthorizationUrl(provider, shape, { ...started, redirectUri })
    : oauthAuthorizationUrl(provider, shape, { ...started, redirectUri })
}

/**
 * Completes the provider's side of a callback: spends the state (this browser's, unexpired,
 * once), then exchanges the code with the stored nonce and PKCE verifier. Any failure is the
 * one 401 'Failed to authenticate', audited with its cause.
 */
export const finishSocialExchange = async (
  deps: AppDeps,
  c: Context,
  input: {
    provider: SocialProviderConfiguration
    code: string
    state: string
    iss: string | undefined
    redirectUri: string | undefined
    client: ClientInfo
  },
): Promise<SocialProfile> => {
  const { provider, client } = input
  const fail = async (cause: string) => {
    await writeAudit(deps.db, {
      tenantId: null,
      userId: null,
      email: null,
      action: 'user.login.failed',
      description: `Social sign-in with ${provider.provider} failed: ${cause}`.slice(0, 500),
      severity: 'Info',
      ip: client.ip,
      userAgent: client.userAgent,
      details: { provider: provider.provider },
    })
    return socialRefusal('failed', provider.provider)
  }
  const started = await spendSignIn(deps.db, {
    state: input.state,
    provider: provider.provider,
    binder: readBinder(c),
    now: deps.now(),
  })
  if (!started) throw await fail('unknown, spent or expired state, or another browser')
  if (input.redirectUri !== undefined && input.redirectUri !== started.redirectUri) {
    throw await fail('redirect URI differs from the one the sign-in started with')
  }
  try {
    const { shape } = provider
    return shape.protocol === 'oidc'
      ? await exchangeOidc(provider, shape, started, {
          code: input.code,
          state: input.state,
          iss: input.iss,
        })
      : await exchangeOAuth(provider, shape, started, input.code)
  } catch (error) {
    if (error instanceof SocialExchangeError) throw await fail(error.message)
    throw error
  }
}
