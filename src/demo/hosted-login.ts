import { WIRE_ERROR_CODES } from '../wire'
import { demoLinkToken } from './demo-links'
import { field } from './http'
import { demoSessionEmail, signInDemo, signOutDemo } from './state'
import { createDemoToken } from './token'
import type { DemoModule } from './app'
import type { DemoResponse } from './router'

/**
 * Hosted login's paths (`api/hosted-login.ts`'s, written out: importing that module would split it
 * out of the first loads into a chunk of its own).
 */
const PATHS = {
  authorize: '/oauth/authorize',
  token: '/oauth/token',
  logout: '/oauth/logout',
} as const

/** sessionStorage key of the codes `/oauth/authorize` gave: the callback page exchanges them. */
export const DEMO_OAUTH_CODES_KEY = 'foyer-demo-oauth-codes'

/** A code lives 60 s, as the server's (FOYER_HOSTED_LOGIN_CODE_TTL's default). */
const CODE_TTL_MS = 60_000

/** The demo's issuer (the `iss` of its answers and tokens). */
const ISSUER = 'foyer-demo'

interface DemoGrant {
  clientId: string
  redirectUri: string
  challenge: string
  nonce: string | null
  email: string
  expiresAt: number
}

const readCodes = (): Record<string, DemoGrant> => {
  try {
    return JSON.parse(sessionStorage.getItem(DEMO_OAUTH_CODES_KEY) ?? '{}') as Record<
      string,
      DemoGrant
    >
  } catch {
    return {}
  }
}

const writeCodes = (codes: Record<string, DemoGrant>) => {
  try {
    sessionStorage.setItem(DEMO_OAUTH_CODES_KEY, JSON.stringify(codes))
  } catch {
    // Without storage the code lives nowhere: its exchange is refused as an unknown one.
  }
}

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '')

const s256 = async (verifier: string) =>
  base64url(
    new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))),
  )

const redirect = (to: string): DemoResponse => ({
  status: 302,
  body: null,
  headers: { location: to },
})

const withParams = (uri: string, params: Record<string, string | null | undefined>) => {
  const url = new URL(uri)
  for (const [name, value] of Object.entries(params)) if (value) url.searchParams.set(name, value)
  return url.href
}

const oauthError = (error: string, description: string, status = 400): DemoResponse => ({
  status,
  body: {
    error,
    error_description: description,
    errors: [description],
    errorCode:
      error === 'invalid_grant'
        ? WIRE_ERROR_CODES.invalidRefreshToken
        : WIRE_ERROR_CODES.validation,
  },
})

/** A redirect URI the demo trusts: on the page's own origin (the server: as registered). */
const trusted = (uri: string | null): uri is string => {
  try {
    return (
      uri !== null &&
      new URL(uri).origin === new URL(globalThis.location?.href ?? 'http://localhost/').origin
    )
  } catch {
    return false
  }
}

/**
 * Hosted login in demo mode (issue 24), as the server's `/oauth/*` answers it: `authorize` checks
 * the request (the code flow, PKCE S256), then with the tab's demo session gives a 60 s single-use
 * code back to the redirect URI, without one answers the hosted login page's address (the host
 * flow shows that page over the app: `host/demo-hosted-login.ts`), or `login_required` for
 * `prompt=none`; `token` spends the code once, checks the verifier and signs the person in;
 * `logout` ends the tab's session and goes back to `post_logout_redirect_uri` when the demo trusts
 * it (the page's own origin; the server: as registered), else to the page's origin.
 */
export const hostedLogin: DemoModule = ({ route, state }) => {
  route('GET', PATHS.authorize, ({ query }) => {
    const redirectUri = query.get('redirect_uri')
    if (!query.get('client_id') || !trusted(redirectUri)) {
      return oauthError('invalid_request', 'redirect_uri is not registered for this application')
    }
    const back = (params: Record<string, string | null | undefined>) =>
      redirect(withParams(redirectUri, { ...params, state: query.get('state'), iss: ISSUER }))
    if (query.get('response_type') !== 'code')
      return back({
        error: 'unsupported_response_type',
        error_description: 'response_type must be code',
      })
    const challenge = query.get('code_challenge')
    if (!challenge || query.get('code_challenge_method') !== 'S256')
      return back({
        error: 'invalid_request',
        error_description: 'code_challenge is required (PKCE with S256)',
      })
    const email = demoSessionEmail(state)
    if (email === null) {
      if (query.get('prompt') === 'none')
        return back({ error: 'login_required', error_description: 'Nobody is signed in' })
      // Relative to the authorize address, as the server's is under its API prefix.
      return redirect(`login?${query.toString()}`)
    }
    const code = demoLinkToken()
    writeCodes({
      ...readCodes(),
      [code]: {
        clientId: query.get('client_id') ?? '',
        redirectUri,
        challenge,
        nonce: query.get('nonce'),
        email,
        expiresAt: Date.now() + CODE_TTL_MS,
      },
    })
    return back({ code })
  })

  route('POST', PATHS.token, async ({ body, now }) => {
    const grantType = field(body, 'grant_type')
    if (grantType !== 'authorization_code')
      return oauthError(
        'unsupported_grant_type',
        `grant_type ${String(grantType)} is not supported`,
      )
    const code = field(body, 'code')
    const verifier = field(body, 'code_verifier')
    const redirectUri = field(body, 'redirect_uri')
    for (const [name, value] of Object.entries({
      code,
      code_verifier: verifier,
      redirect_uri: redirectUri,
    }))
      if (typeof value !== 'string' || value === '')
        return oauthError('invalid_request', `${name} is required`)
    // Spent at once, whatever follows: a code works only once.
    const { [String(code)]: grant, ...others } = readCodes()
    writeCodes(others)
    if (!grant || grant.expiresAt < now)
      return oauthError('invalid_grant', 'The authorization code is invalid or expired')
    if (grant.redirectUri !== redirectUri)
      return oauthError('invalid_grant', 'redirect_uri does not match the authorization request')
    if ((await s256(String(verifier))) !== grant.challenge)
      return oauthError('invalid_grant', 'The code verifier does not match the challenge')
    const signedIn = signInDemo(state, grant.email, now)
    const iat = Math.floor(now / 1000)
    return {
      status: 200,
      body: {
        access_token: signedIn.accessToken,
        token_type: 'Bearer',
        expires_in: signedIn.expiresIn,
        scope: 'openid email profile',
        id_token: createDemoToken({
          iss: ISSUER,
          sub: signedIn.id,
          aud: [grant.clientId, 'foyer'],
          azp: grant.clientId,
          email: signedIn.email,
          name: signedIn.name,
          tenantId: signedIn.tenantId,
          type: 'userToken',
          iat,
          exp: iat + signedIn.expiresIn,
          ...(grant.nonce === null ? {} : { nonce: grant.nonce }),
        }),
      },
    }
  })

  route('GET', PATHS.logout, ({ query }) => {
    const target = query.get('post_logout_redirect_uri')
    if (target !== null && !trusted(target)) {
      return oauthError(
        'invalid_request',
        'post_logout_redirect_uri is not registered for this application',
      )
    }
    signOutDemo(state)
    return redirect(target ?? new URL('/', globalThis.location?.href ?? 'http://localhost/').href)
  })
}
