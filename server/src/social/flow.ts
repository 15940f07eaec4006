import { randomBytes } from 'node:crypto'
import { getCookie, setCookie } from 'hono/cookie'
import { writeAudit } from '../audit/repository'
import { socialRefusal } from './account'
import { SocialExchangeError } from './profile'
import { spendSignIn, startSignIn, STATE_TTL_SECONDS } from './states'
import type { ServerConfig } from '../config'
import type { AppDeps } from '../deps'
import type { ClientInfo } from '../sessions/repository'
import type { SocialConnection } from './connection'
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

/**
 * Starts a sign-in: the state, nonce and PKCE verifier are kept server-side, this browser gets
 * (or keeps) its binding cookie, and the answer is the provider's authorization URL.
 */
export const startSocialSignIn = async (
  deps: AppDeps,
  c: Context,
  connection: SocialConnection,
): Promise<URL> => {
  const { config } = deps
  const binder = readBinder(c) ?? randomBytes(32).toString('base64url')
  // The same binder for every tab of this browser, so two sign-ins started at once both work.
  setCookie(c, socialBinderCookie, binder, {
    ...binderAttributes(config),
    maxAge: STATE_TTL_SECONDS,
  })
  const { redirectUri } = connection
  const started = await startSignIn(deps.db, {
    provider: connection.key,
    binder,
    oidc: connection.nonce,
    pkce: connection.pkce,
    redirectUri,
    now: deps.now(),
  })
  return connection.authorizationUrl({ ...started, redirectUri })
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
    connection: SocialConnection
    code: string
    state: string
    iss: string | undefined
    redirectUri: string | undefined
    client: ClientInfo
  },
): Promise<SocialProfile> => {
  const { connection, client } = input
  const fail = async (cause: string) => {
    await writeAudit(deps.db, {
      tenantId: null,
      userId: null,
      email: null,
      action: 'user.login.failed',
      description: `Social sign-in with ${connection.label} failed: ${cause}`.slice(0, 500),
      severity: 'Info',
      ip: client.ip,
      userAgent: client.userAgent,
      details: { provider: connection.key },
    })
    return socialRefusal('failed', connection.key, connection.label)
  }
  const started = await spendSignIn(deps.db, {
    state: input.state,
    provider: connection.key,
    binder: readBinder(c),
    now: deps.now(),
  })
  if (!started) throw await fail('unknown, spent or expired state, or another browser')
  if (input.redirectUri !== undefined && input.redirectUri !== started.redirectUri) {
    throw await fail('redirect URI differs from the one the sign-in started with')
  }
  try {
    return await connection.exchange(started, {
      code: input.code,
      state: input.state,
      iss: input.iss,
    })
  } catch (error) {
    if (error instanceof SocialExchangeError) throw await fail(error.message)
    throw error
  }
}
