import { errors } from 'jose'
import { parseCookies, serializeCookie } from './cookies'
import {
  exchangeHostedLoginCode,
  hostedLogoutUrl,
  refreshFoyerTokens,
  startHostedLogin,
} from './hosted-login'
import { sealSession, unsealSession } from './seal'
import { createAccessTokenVerifier } from './verify'
import type { CookieOptions } from './cookies'
import type { FoyerEnvironment } from './environment'
import type { FoyerTokens } from './hosted-login'
import type { FoyerClaims } from './verify'

/** The parts of a request the helpers read, whatever the framework. */
export interface FoyerRequest {
  method: string
  /** Path and query, e.g. `/oauth/callback?code=…`. */
  url: string
  cookie: string | undefined
  authorization: string | undefined
}

/** What to do with a request: go on (with the caller, if any) or redirect; cookies to set either way. */
export type FoyerOutcome =
  | { kind: 'next'; user: FoyerClaims | null; accessToken: string | null; setCookies: string[] }
  | { kind: 'redirect'; location: string; setCookies: string[] }

/** How long the session cookie lives (the refresh session's own lifetime is the server's). */
const SESSION_MAX_AGE = 30 * 24 * 60 * 60
/** The pending authorization request's cookie: ten minutes to sign in. */
const PENDING_MAX_AGE = 600

/** The routes the helpers answer when hosted login is on (spec 000 §2.1). */
export const HOSTED_ROUTES = {
  login: '/account/login',
  callback: '/oauth/callback',
  logout: '/account/logout',
} as const

/**
 * The host-server helpers for one environment: `handle(request)` authenticates a request (a
 * Bearer access token, else the sealed session cookie, refreshed when its access token expired)
 * and, with hosted login on, answers the login, callback and logout routes. The middleware of
 * `middleware.ts` adapts it to Node's http, Express and Hono.
 */
export function createFoyer(environment: FoyerEnvironment) {
  const verify = createAccessTokenVerifier({
    baseUrl: environment.baseUrl,
    publicKey: environment.publicKey,
  })
  const cookieOptions: CookieOptions = {
    sameSite: environment.cookieSameSite,
    secure: environment.appUrl.startsWith('https:'),
  }
  const pendingName = `${environment.cookieName}_pending`
  const key = environment.encryptionKey
  const clear = (name: string) => serializeCookie(name, '', 0, cookieOptions)
  const sessionCookie = async (tokens: FoyerTokens) =>
    serializeCookie(
      environment.cookieName,
      // The ID token is the session's access token (as in the wire's flow O1): a Foyer bearer that
      // also names the session, so the hosted logout can end it (`id_token_hint`).
      await sealSession(
        { accessToken: tokens.id_token, refreshToken: tokens.refresh_token },
        key,
        SESSION_MAX_AGE,
      ),
      SESSION_MAX_AGE,
      cookieOptions,
    )

  /** The user of the request, refreshing an expired session once. */
  const authenticate = async (request: FoyerRequest): Promise<FoyerOutcome> => {
    const bearer = /^Bearer (\S+)$/i.exec(request.authorization ?? '')?.[1]
    if (bearer) {
      const user = await verify(bearer).catch(() => null)
      return { kind: 'next', user, accessToken: user && bearer, setCookies: [] }
    }
    const sealed = parseCookies(request.cookie).get(environment.cookieName)
    const session = sealed ? await unsealSession(sealed, key) : undefined
    if (!session) {
      const setCookies = sealed ? [clear(environment.cookieName)] : []
      return { kind: 'next', user: null, accessToken: null, setCookies }
    }
    try {
      const user = await verify(session.accessToken)
      return { kind: 'next', user, accessToken: session.accessToken, setCookies: [] }
    } catch (error) {
      if (!(error instanceof errors.JWTExpired)) {
        return {
          kind: 'next',
          user: null,
          accessToken: null,
          setCookies: [clear(environment.cookieName)],
        }
      }
    }
    try {
      const tokens = await refreshFoyerTokens(environment, session.refreshToken)
      const user = await verify(tokens.id_token)
      return {
        kind: 'next',
        user,
        accessToken: tokens.id_token,
        setCookies: [await sessionCookie(tokens)],
      }
    } catch {
      return {
        kind: 'next',
        user: null,
        accessToken: null,
        setCookies: [clear(environment.cookieName)],
      }
    }
  }

  const login = async (): Promise<FoyerOutcome> => {
    const started = startHostedLogin(environment)
    const pending = await sealSession(
      { accessToken: started.state, refreshToken: started.verifier },
      key,
      PENDING_MAX_AGE,
    )
    return {
      kind: 'redirect',
      location: started.url,
      setCookies: [
        serializeCookie(pendingName, pending, PENDING_MAX_AGE, {
          ...cookieOptions,
          sameSite: 'lax',
        }),
      ],
    }
  }

  const callback = async (request: FoyerRequest, query: URLSearchParams): Promise<FoyerOutcome> => {
    const sealed = parseCookies(request.cookie).get(pendingName)
    const pending = sealed ? await unsealSession(sealed, key) : undefined
    const code = query.get('code')
    const failed = (): FoyerOutcome => ({
      kind: 'redirect',
      location: `${environment.appUrl}/`,
      setCookies: [clear(pendingName)],
    })
    if (!pending || !code || query.get('state') !== pending.accessToken) return failed()
    try {
      const tokens = await exchangeHostedLoginCode(environment, {
        code,
        verifier: pending.refreshToken,
      })
      return {
        kind: 'redirect',
        location: `${environment.appUrl}/`,
        setCookies: [clear(pendingName), await sessionCookie(tokens)],
      }
    } catch {
      return failed()
    }
  }

  /** Authenticates the request, or answers one of the hosted-login routes. */
  const handle = async (request: FoyerRequest): Promise<FoyerOutcome> => {
    if (environment.hostedLogin && request.method === 'GET') {
      const url = new URL(request.url, environment.appUrl)
      if (url.pathname === HOSTED_ROUTES.login) return login()
      if (url.pathname === HOSTED_ROUTES.callback) return callback(request, url.searchParams)
      if (url.pathname === HOSTED_ROUTES.logout) {
        const sealed = parseCookies(request.cookie).get(environment.cookieName)
        const session = sealed ? await unsealSession(sealed, key) : undefined
        return {
          kind: 'redirect',
          location: hostedLogoutUrl(environment, session?.accessToken),
          setCookies: [clear(environment.cookieName)],
        }
      }
    }
    return authenticate(request)
  }

  return { environment, verifyAccessToken: verify, handle, sessionCookie }
}

/** The helpers {@link createFoyer} makes. */
export type Foyer = ReturnType<typeof createFoyer>
