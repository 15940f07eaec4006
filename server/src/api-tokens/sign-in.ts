import { writeAudit } from '../audit/repository'
import { ApiError, errorCodes } from '../http/api-error'
import { isUuid } from '../http/uuid'
import { blockedInMemory, count, giveBack, longestWait } from '../limits/gate'
import { addressKeys, globalKeys, limitsFor } from '../limits/presets'
import { tooManyRequests } from '../limits/too-many'
import { issueAccessToken } from '../session-gate/access-token'
import { lockedRefusal } from '../session-gate/refusal'
import { findTenantTokenForSignIn } from '../tenant-api-tokens/repository'
import { signInWithTenantToken } from '../tenant-api-tokens/sign-in'
import { findUserById } from '../users/repository'
import { findApiTokenForSignIn, touchApiToken } from './repository'
import { hashTokenSecret, secretMatches } from './secret'
import type { AppDeps } from '../deps'
import type { ClientInfo } from '../sessions/repository'
import type { Context } from 'hono'

/** What a client-credentials sign-in answers: an access token for the token's user. */
export interface ApiTokenSignIn {
  accessToken: string
  expiresIn: number
  expires: string
}

const refused = () =>
  new ApiError(401, errorCodes.invalidCredentials, 'Invalid client id or secret')

/** A hash compared against when the client id names no token, so both cost the same. */
const absentHash = hashTokenSecret('no such token')

/**
 * Signs in with a personal API token. The attempt takes a point from the client's address up
 * front (the sign-in limit, given back on success) and a failure counts against the global
 * sign-in limit: 429 with Retry-After while either is used up. A wrong id or secret, an expired
 * token (told only to whoever holds its secret) or a user no longer an enabled, unexpired member
 * of the token's tenant is a 401, a locked user a 403 as at a password sign-in (the session
 * gate's `issueAccessToken`); a success is audited and answers an access token (no refresh
 * token: the client signs in again with its secret). A tenant token's client id signs in as that
 * token, for its tenant and with no user (`signInWithTenantToken`), under the same limits.
 */
export const signInWithApiToken = async (
  deps: AppDeps,
  c: Context,
  input: { clientId: string; secret: string; client: ClientInfo; now: Date },
): Promise<ApiTokenSignIn> => {
  const { db } = deps
  const limits = limitsFor(deps)
  const everyone = globalKeys(limits.signInGlobal)
  const address = addressKeys(limits.signInIp, input.client.ip)
  const message = 'Too many sign-in attempts. Try again later'
  const globalWait = blockedInMemory(everyone)
  if (globalWait > 0) throw tooManyRequests(c, globalWait, message)
  const addressWait = longestWait(await count(address), (entry) => entry.refused)
  if (addressWait > 0) throw tooManyRequests(c, addressWait, message)
  const clientId = input.clientId.trim().toLowerCase()
  const token = isUuid(clientId) ? await findApiTokenForSignIn(db, clientId) : undefined
  const tenantToken =
    !token && isUuid(clientId) ? await findTenantTokenForSignIn(db, clientId) : undefined
  if (tenantToken) {
    const outcome = await signInWithTenantToken(deps, { ...input, token: tenantToken })
    if (outcome.kind === 'ok') {
      await giveBack(address)
      return outcome.answer
    }
    await count(everyone)
    throw outcome.error
  }
  const matches = secretMatches(input.secret, token?.secretHash ?? absentHash) ? token : undefined
  const user = matches && (await findUserById(db, matches.userId))
  if (!matches || !user) {
    await count(everyone)
    throw refused()
  }
  if (matches.expiresAt && matches.expiresAt <= input.now) {
    await count(everyone)
    throw new ApiError(401, errorCodes.invalidCredentials, 'This API token has expired')
  }
  // The session gate: its user not locked and still an enabled, unexpired member of exactly the
  // token's tenant. No `auth_time` and no `amr`: a token minted from a secret is never a sign-in
  // and never counts as fresh proof (step-up, reverification).
  const decision = await issueAccessToken(deps, {
    user,
    tenantId: matches.tenantId,
    now: input.now,
    authentication: null,
    exactTenant: true,
    clientIp: input.client.ip,
  })
  if (decision.kind !== 'ok') {
    await count(everyone)
    throw decision.kind === 'locked' ? lockedRefusal() : refused()
  }
  const { response } = decision
  await giveBack(address)
  await touchApiToken(db, matches.clientId, input.now)
  await writeAudit(db, {
    tenantId: matches.tenantId,
    userId: user.id,
    email: user.email,
    action: 'user.api-token.login',
    description: 'Signed in with a personal API token',
    severity: 'Info',
    ip: input.client.ip,
    userAgent: input.client.userAgent,
    details: { clientId: matches.clientId },
  })
  return {
    accessToken: response.accessToken,
    expiresIn: response.expiresIn,
    expires: response.expires,
  }
}
