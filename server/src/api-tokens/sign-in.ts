import { writeAudit } from '../audit/repository'
import { buildLoginResponse } from '../auth/login-response'
import { ApiError, errorCodes } from '../http/api-error'
import { isUuid } from '../http/uuid'
import { blockedInMemory, count, giveBack, longestWait } from '../limits/gate'
import { addressKeys, globalKeys, limitsFor } from '../limits/presets'
import { tooManyRequests } from '../limits/too-many'
import { findUserById, isActiveMember } from '../users/repository'
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
 * token (told only to whoever holds its secret) or a user no longer an active member of the
 * token's tenant is a 401; a success is audited and answers an access token (no refresh token:
 * the client signs in again with its secret).
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
  const matches = secretMatches(input.secret, token?.secretHash ?? absentHash) ? token : undefined
  const user = matches && (await findUserById(db, matches.userId))
  const member = matches && user && (await isActiveMember(db, user.id, matches.tenantId))
  if (!matches || !user || !member) {
    await count(everyone)
    throw refused()
  }
  if (matches.expiresAt && matches.expiresAt <= input.now) {
    await count(everyone)
    throw new ApiError(401, errorCodes.invalidCredentials, 'This API token has expired')
  }
  // No authentication (null): a token of an API token carries no auth_time or amr, so it never
  // counts as a recent sign-in (reverification, step-up).
  const response = await buildLoginResponse(deps, user, matches.tenantId, input.now, null)
  if (!response || response.tenantId !== matches.tenantId) throw refused()
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
