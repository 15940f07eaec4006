import { randomUUID } from 'node:crypto'
import { mayUseApplication } from '../app-access/enforce'
import { writeAudit } from '../audit/repository'
import { rotateSession } from '../auth/sessions'
import { issueAccessToken } from '../session-gate/access-token'
import { revokeFamily } from '../sessions/repository'
import { findUserById } from '../users/repository'
import { servesConfidentialClient } from './clients'
import { spendAuthorizationCode } from './codes'
import { familyOfToken, openGrantSession } from './grant-session'
import { signIdToken } from './id-token'
import { OAuthError } from './oauth-error'
import { verifierMatches } from './pkce'
import type { AppDeps } from '../deps'
import type { ClientInfo } from '../sessions/repository'
import type { UserRecord } from '../users/repository'

/** The token endpoint's answer (`IOAuthTokenResponse` plus OAuth's `token_type` and `scope`). */
export interface TokenResponse {
  access_token: string
  token_type: 'Bearer'
  expires_in: number
  id_token: string
  /** Left out when the refresh token travels in the HttpOnly cookie instead, or within a race. */
  refresh_token?: string
  scope: string
}

/** What the grants answer: the body, and the refresh token separately (body or cookie). */
export interface IssuedTokens {
  body: Omit<TokenResponse, 'refresh_token'>
  refreshToken: string | undefined
}

const invalidGrant = (message: string) => new OAuthError('invalid_grant', message)

const issue = async (
  deps: AppDeps,
  input: {
    user: UserRecord
    tenantId: string
    clientId: string
    nonce: string | null
    authTime: Date
    sessionId: string
    scope: string
    now: Date
    clientIp: string | null
  },
): Promise<Omit<TokenResponse, 'refresh_token'>> => {
  // The session gate: not locked, still an enabled member of exactly the grant's tenant. The
  // token's `auth_time` is the browser session's sign-in, not this exchange.
  const decision = await issueAccessToken(deps, {
    user: input.user,
    tenantId: input.tenantId,
    now: input.now,
    authentication: { authTime: input.authTime, amr: [] },
    exactTenant: true,
    clientIp: input.clientIp,
  })
  if (decision.kind === 'locked') throw invalidGrant('The user is locked')
  if (decision.kind === 'noTenant') {
    throw invalidGrant('The user no longer belongs to an active account')
  }
  const { response } = decision
  return {
    access_token: response.accessToken,
    token_type: 'Bearer',
    expires_in: response.expiresIn,
    id_token: await signIdToken(deps, response, input, input.now),
    scope: input.scope,
  }
}

/**
 * A MANAGED_ACCESS application's tokens go only to users assigned to it in the tenant, checked at
 * every exchange and refresh: an assignment taken away ends the application's access at its next
 * refresh, and a switch to a tenant without one is refused.
 */
const refuseUnassigned = async (
  deps: AppDeps,
  input: { clientId: string; userId: string; tenantId: string },
) => {
  if (!(await mayUseApplication(deps.db, deps.config, input))) {
    throw invalidGrant('This user is not assigned to the application')
  }
}

/**
 * The authorization-code grant: the code spent once, for the same client and exactly the same
 * redirect URI, its PKCE verifier checked; a new session family for the application. A code that
 * comes again revokes what its first exchange issued (RFC 6749 §4.1.2) and is audited.
 */
export const exchangeCode = async (
  deps: AppDeps,
  params: { code: string; codeVerifier: string; redirectUri: string; clientId: string },
  { client, now }: { client: ClientInfo; now: Date },
): Promise<IssuedTokens> => {
  const familyId = randomUUID()
  const spent = await spendAuthorizationCode(deps.db, params.code, { now, familyId })
  if (spent.kind === 'reused') {
    const revoked = spent.familyId ? await revokeFamily(deps.db, spent.familyId, now) : 0
    const user = await findUserById(deps.db, spent.userId)
    await writeAudit(deps.db, {
      tenantId: spent.tenantId,
      userId: spent.userId,
      email: user?.email ?? null,
      action: 'user.oauth.code-reused',
      description: 'An authorization code was used again; the session it had opened was ended',
      severity: 'High',
      ip: client.ip,
      userAgent: client.userAgent,
      details: { revokedSessions: revoked },
    })
    throw invalidGrant('The authorization code was already used')
  }
  if (spent.kind === 'invalid') throw invalidGrant('The authorization code is invalid or expired')
  const { grant } = spent
  if (grant.clientId !== params.clientId)
    throw invalidGrant('The code was issued to another client')
  if (grant.redirectUri !== params.redirectUri) {
    throw invalidGrant('redirect_uri differs from the authorization request')
  }
  if (!verifierMatches(params.codeVerifier, grant.codeChallenge)) {
    throw invalidGrant('code_verifier does not match the code challenge')
  }
  const user = await findUserById(deps.db, grant.userId)
  if (!user) throw invalidGrant('The user no longer exists')
  await refuseUnassigned(deps, grant)
  const refreshToken = await openGrantSession(deps, {
    familyId,
    userId: grant.userId,
    email: user.email,
    tenantId: grant.tenantId,
    clientId: grant.clientId,
    client,
    now,
  })
  const body = await issue(deps, {
    user,
    tenantId: grant.tenantId,
    clientId: grant.clientId,
    nonce: grant.nonce,
    authTime: grant.authTime,
    sessionId: familyId,
    scope: grant.scope,
    now,
    clientIp: client.ip,
  })
  return { body, refreshToken }
}

/**
 * The refresh-token grant and the silent refresh: Foyer's own rotation (reuse detection, grace
 * window, session rules, tab tenant). Within the grace window no new refresh token exists.
 * `clientId` is the authenticated client when the client itself presents the token (RFC 6749
 * §6: a refresh token is bound to the client it was issued to; another client's is refused
 * before anything rotates); null for the browser's cookie, which serves the page holding it.
 */
export const refreshTokens = async (
  deps: AppDeps,
  params: { refreshToken: string; tenantId: string | null; clientId: string | null; scope: string },
  { client, now }: { client: ClientInfo; now: Date },
): Promise<IssuedTokens> => {
  const before = await familyOfToken(deps, params.refreshToken)
  if (!before) throw invalidGrant('The refresh token is invalid or expired')
  const boundTo = before.clientId ?? deps.config.vendorId
  if (params.clientId !== null && params.clientId !== boundTo) {
    throw invalidGrant('The refresh token was issued to another client')
  }
  if (params.clientId === null && (await servesConfidentialClient(deps.db, params.refreshToken))) {
    throw invalidGrant('The refresh token was issued to another client')
  }
  const rotated = await rotateSession(deps, {
    refreshToken: params.refreshToken,
    tenantId: params.tenantId,
    client,
    now,
  })
  if (rotated.kind === 'invalid') throw invalidGrant('The refresh token is invalid or expired')
  await refuseUnassigned(deps, {
    clientId: boundTo,
    userId: rotated.user.id,
    tenantId: rotated.tenantId,
  })
  const newToken = rotated.kind === 'ok' ? rotated.refreshToken : undefined
  const family = await familyOfToken(deps, newToken ?? params.refreshToken)
  if (!family) throw invalidGrant('The refresh token is invalid or expired')
  const body = await issue(deps, {
    user: rotated.user,
    tenantId: rotated.tenantId,
    clientId: boundTo,
    nonce: null,
    authTime: family.startedAt,
    sessionId: family.familyId,
    scope: params.scope,
    now,
    clientIp: client.ip,
  })
  return { body, refreshToken: newToken }
}
