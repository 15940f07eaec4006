import { compactVerify, decodeProtectedHeader } from 'jose'
import { endSession } from '../auth/sessions'
import { clientInfo } from '../http/client-info'
import { clearRefreshCookie, readRefreshCookie } from '../http/refresh-cookie'
import { revokeSessions } from '../sessions/families'
import { redirectWith } from './authorize-request'
import { findOAuthClient } from './clients'
import { refuseHere as refuse } from './refusal'
import type { AppDeps } from '../deps'
import type { Context } from 'hono'

/**
 * The session an `id_token_hint` names: signed by this server (an expired one still counts, as
 * OpenID RP-initiated logout allows), its user and `sid`. Anything else names nothing.
 */
const hintedSession = async ({ keys, config }: AppDeps, hint: string | undefined) => {
  if (hint === undefined || hint.length > 8192) return undefined
  try {
    if (decodeProtectedHeader(hint).alg !== 'ES256') return undefined
    const { payload } = await compactVerify(hint, keys.getVerificationKey)
    const claims = JSON.parse(new TextDecoder().decode(payload)) as Record<string, unknown>
    const audience = Array.isArray(claims.aud) ? claims.aud : [claims.aud]
    // `azp` names the client the ID token was issued to; it is among its audience.
    const clientId = typeof claims.azp === 'string' ? claims.azp : config.vendorId
    if (claims.iss !== config.issuer || !audience.includes(clientId)) return undefined
    if (typeof claims.sub !== 'string' || typeof claims.sid !== 'string') return undefined
    return { userId: claims.sub, sessionId: claims.sid, clientId }
  } catch {
    return undefined
  }
}

/**
 * `GET {prefix}/oauth/logout` (wire row 137): ends this browser's session (the refresh cookie)
 * and the application's session the `id_token_hint` names, then goes to
 * `post_logout_redirect_uri` only when it is exactly one of the client's registered URIs (else a
 * 400 page, no redirect); without one, to the application (FOYER_APP_URL). The client is the
 * hint's `azp`, else `client_id`, else the bootstrap client; a `client_id` other than the
 * hint's is refused.
 */
export const logout = (deps: AppDeps) => async (c: Context) => {
  const { config } = deps
  const target = c.req.query('post_logout_redirect_uri')
  const named = c.req.query('client_id')
  c.header('cache-control', 'no-store')
  const hinted = await hintedSession(deps, c.req.query('id_token_hint'))
  if (hinted && named !== undefined && named !== hinted.clientId) {
    return refuse(c, 'client_id differs from the client of id_token_hint')
  }
  const client = await findOAuthClient(
    deps.db,
    config,
    hinted?.clientId ?? named ?? config.vendorId,
  )
  if (target !== undefined && !client?.postLogoutRedirectUris.includes(target)) {
    return refuse(c, 'post_logout_redirect_uri is not registered for this application')
  }
  const now = deps.now()
  if (hinted) {
    await revokeSessions(deps.db, { userId: hinted.userId, familyIds: [hinted.sessionId] }, now)
  }
  const refreshToken = readRefreshCookie(c)
  if (refreshToken) await endSession(deps, { refreshToken, client: clientInfo(c), now })
  clearRefreshCookie(c, config)
  const state = c.req.query('state')
  return c.redirect(
    target === undefined
      ? config.appUrl
      : redirectWith(target, { state: state && state.length <= 1024 ? state : undefined }),
    302,
  )
}
