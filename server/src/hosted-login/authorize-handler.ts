import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { mayUseApplication } from '../app-access/enforce'
import { endSession } from '../auth/sessions'
import { clientInfo } from '../http/client-info'
import { clearRefreshCookie, readRefreshCookie } from '../http/refresh-cookie'
import { renderMissingBuildPage } from '../portal/portal-page'
import {
  checkAuthorizeRequest,
  checkClientRedirect,
  redirectWith,
  UntrustedRedirect,
} from './authorize-request'
import { browserSessionFor } from './browser-session'
import { findOAuthClient } from './clients'
import { issueAuthorizationCode, purgeExpiredCodes } from './codes'
import { renderLoginPage } from './login-page'
import { OAuthError } from './oauth-error'
import { refuseHere as refuse } from './refusal'
import type { AppDeps } from '../deps'
import type { AuthorizeRequest } from './authorize-request'
import type { Context } from 'hono'

const DAY_MS = 24 * 60 * 60 * 1000

/** Scripts and calls of this server only, styles by nonce, never framed (clickjacking). */
const pagePolicy = (nonce: string) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data: https:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
  ].join('; ')

/** The checked request's parameters, re-serialised (what the login page resumes with). */
const requestQuery = (request: AuthorizeRequest) => {
  const params = new URLSearchParams({
    response_type: 'code',
    client_id: request.clientId,
    redirect_uri: request.redirectUri,
    code_challenge: request.codeChallenge,
    code_challenge_method: 'S256',
    scope: request.scope,
  })
  if (request.state !== undefined) params.set('state', request.state)
  if (request.nonce !== null) params.set('nonce', request.nonce)
  return params.toString()
}

/**
 * `GET {prefix}/oauth/authorize`: an unknown client or redirect URI is refused here (never
 * redirected to); other faults go back to the redirect URI as OAuth errors. With a live session
 * in this browser, a code (60 s, single use, bound to client, redirect URI and challenge) goes
 * back at once; without one, `prompt=none` answers `login_required`, else the login page.
 * `prompt=login` ends the browser's session first, so the login page asks to sign in again.
 */
export const authorize = (deps: AppDeps) => async (c: Context) => {
  const { config } = deps
  const query = c.req.query()
  const client = await findOAuthClient(deps.db, config, query.client_id)
  let request: AuthorizeRequest
  try {
    request = checkAuthorizeRequest(client, query)
  } catch (error) {
    if (error instanceof UntrustedRedirect) return refuse(c, error.message)
    if (!(error instanceof OAuthError)) throw error
    const { redirectUri } = checkClientRedirect(client, query)
    const state = query.state !== undefined && query.state.length <= 1024 ? query.state : undefined
    return c.redirect(
      redirectWith(redirectUri, {
        error: error.error,
        error_description: error.description,
        state,
        iss: config.issuer,
      }),
      302,
    )
  }
  const now = deps.now()
  let session = await browserSessionFor(deps, c, { client: clientInfo(c), now })
  const refreshToken = readRefreshCookie(c)
  if (session && request.prompt === 'login' && refreshToken !== undefined) {
    // Sign in again: the box on the login page would otherwise resume the session it finds. The
    // browser's session ends (audited as a sign-out) and the new sign-in's code follows.
    await endSession(deps, { refreshToken, client: clientInfo(c), now })
    clearRefreshCookie(c, config)
    session = undefined
  }
  if (!session) {
    if (request.prompt === 'none') {
      return c.redirect(
        redirectWith(request.redirectUri, {
          error: 'login_required',
          error_description: 'Nobody is signed in',
          state: request.state,
          iss: config.issuer,
        }),
        302,
      )
    }
    return c.redirect(`${config.apiPrefix}/oauth/login?${requestQuery(request)}`, 302)
  }
  if (!(await mayUseApplication(deps.db, config, { ...session, clientId: request.clientId }))) {
    // MANAGED_ACCESS without an assignment: RFC 6749 §4.1.2.1's access_denied, to the client.
    return c.redirect(
      redirectWith(request.redirectUri, {
        error: 'access_denied',
        error_description: 'This user is not assigned to the application',
        state: request.state,
        iss: config.issuer,
      }),
      302,
    )
  }
  await purgeExpiredCodes(deps.db, new Date(now.getTime() - DAY_MS))
  const code = await issueAuthorizationCode(
    deps.db,
    { ...request, ...session },
    { now, ttlSeconds: config.hostedLogin.codeTtlSeconds },
  )
  c.header('cache-control', 'no-store')
  return c.redirect(
    redirectWith(request.redirectUri, { code, state: request.state, iss: config.issuer }),
    302,
  )
}

/**
 * `GET {prefix}/oauth/login`: the page holding `<login-box>`, for a request checked again here
 * (the page is reachable directly too). Without the CDN build it says how to make one (503).
 */
export const loginPage = (deps: AppDeps) => async (c: Context) => {
  const { config } = deps
  const query = c.req.query()
  let request: AuthorizeRequest
  try {
    request = checkAuthorizeRequest(await findOAuthClient(deps.db, config, query.client_id), query)
  } catch (error) {
    if (error instanceof UntrustedRedirect || error instanceof OAuthError) {
      return refuse(c, error.message)
    }
    throw error
  }
  c.header('cache-control', 'no-store')
  c.header('x-frame-options', 'DENY')
  if (!existsSync(join(config.cdnDir, 'foyer.min.js'))) {
    return c.html(renderMissingBuildPage(config.cdnDir), 503)
  }
  const nonce = randomBytes(16).toString('base64')
  c.header('content-security-policy', pagePolicy(nonce))
  return c.html(
    renderLoginPage({
      issuer: config.issuer,
      apiPrefix: config.apiPrefix.replace(/^\//, ''),
      resumeUrl: `${config.apiPrefix}/oauth/authorize?${requestQuery(request)}`,
      nonce,
    }),
  )
}
