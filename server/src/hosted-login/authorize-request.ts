import { redirectUriRegistered } from './native-redirects'
import { OAuthError } from './oauth-error'
import { isS256Challenge } from './pkce'
import type { OAuthClient } from './clients'

/** A checked authorization request. */
export interface AuthorizeRequest {
  clientId: string
  redirectUri: string
  state: string | undefined
  nonce: string | null
  codeChallenge: string
  scope: string
  /** `none`: answer without any page; `login`: sign in again even with a session. */
  prompt: 'none' | 'login' | undefined
}

/**
 * The scopes this provider knows; others are dropped (RFC 6749 §3.3 lets the server grant less).
 * `openid` is always granted: the answer always carries an ID token.
 */
const knownScopes = new Set(['openid', 'profile', 'email', 'offline_access'])

/**
 * A refusal that must NOT go back to the redirect URI: the client or the URI itself is not known,
 * so the browser stays here (RFC 6749 §4.1.2.1; no open redirect).
 */
export class UntrustedRedirect extends Error {}

type Query = Record<string, string | undefined>

const single = (query: Query, name: string, max: number): string | undefined => {
  const value = query[name]
  if (value !== undefined && value.length > max) {
    throw new OAuthError('invalid_request', `${name} is too long`)
  }
  return value === '' ? undefined : value
}

/**
 * Checks the client (found by the caller from `client_id`) and its redirect URI: both as
 * registered (exactly; a public client's loopback port may vary, RFC 8252), else
 * {@link UntrustedRedirect}.
 */
export const checkClientRedirect = (client: OAuthClient | undefined, query: Query) => {
  if (client === undefined) {
    throw new UntrustedRedirect('Unknown client_id: this application is not registered')
  }
  const redirectUri = query.redirect_uri
  if (redirectUri === undefined || !redirectUriRegistered(client, redirectUri)) {
    throw new UntrustedRedirect('redirect_uri is not registered for this application')
  }
  return { clientId: client.id, redirectUri }
}

/** OpenID Connect's `prompt`: none, login, consent (granted: there is no consent screen). */
const readPrompt = (value: string | undefined): AuthorizeRequest['prompt'] => {
  const values = new Set(value?.split(' ').filter((item) => item !== ''))
  for (const item of values) {
    if (item !== 'none' && item !== 'login' && item !== 'consent') {
      throw new OAuthError('invalid_request', `prompt ${item} is not supported`)
    }
  }
  // OpenID Connect Core §3.1.2.1: none with any other value is an error.
  if (values.has('none') && values.size > 1) {
    throw new OAuthError('invalid_request', 'prompt none cannot be combined with other values')
  }
  if (values.has('none')) return 'none'
  return values.has('login') ? 'login' : undefined
}

/**
 * Checks an authorization request after its client and redirect URI passed: the code flow only,
 * PKCE with S256 only. Failures here are {@link OAuthError}s sent back to the redirect URI.
 */
export const checkAuthorizeRequest = (
  client: OAuthClient | undefined,
  query: Query,
): AuthorizeRequest => {
  const { clientId, redirectUri } = checkClientRedirect(client, query)
  if (query.response_type !== 'code') {
    throw new OAuthError('unsupported_response_type', 'response_type must be code')
  }
  const codeChallenge = single(query, 'code_challenge', 128)
  if (codeChallenge === undefined) {
    throw new OAuthError('invalid_request', 'code_challenge is required (PKCE with S256)')
  }
  if (query.code_challenge_method !== 'S256') {
    throw new OAuthError('invalid_request', 'code_challenge_method must be S256')
  }
  if (!isS256Challenge(codeChallenge)) {
    throw new OAuthError('invalid_request', 'code_challenge is not an S256 challenge')
  }
  const requested = (single(query, 'scope', 1000) ?? 'openid').split(' ')
  const scope = [
    'openid',
    ...requested.filter((item) => item !== 'openid' && knownScopes.has(item)),
  ]
  const prompt = readPrompt(single(query, 'prompt', 100))
  return {
    clientId,
    redirectUri,
    state: single(query, 'state', 1024),
    nonce: single(query, 'nonce', 255) ?? null,
    codeChallenge,
    scope: [...new Set(scope)].join(' '),
    prompt,
  }
}

/** The redirect URI with the answer's parameters added (its own query kept). */
export const redirectWith = (redirectUri: string, params: Record<string, string | undefined>) => {
  const url = new URL(redirectUri)
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined) url.searchParams.set(name, value)
  }
  return url.toString()
}
