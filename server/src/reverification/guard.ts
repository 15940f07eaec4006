import { ApiError, errorCodes } from '../http/api-error'
import { listDevices } from '../mfa/repository'
import { isSteppedUp } from '../step-up/authentication'
import { stepUpRequired } from '../step-up/guard'
import { assertUserActor } from '../tenant-api-tokens/current'
import { findUserById } from '../users/repository'
import { readReverificationMaxAge } from './repository'
import type { AppDeps } from '../deps'
import type { AccessTokenClaims } from '../tokens/access-token'

/** How the caller proves it is them again: their password, or a new sign-in without one. */
export type ReverificationFactor = 'password' | 'signIn'

/**
 * The 403 of a sensitive change asked of a session too old, for a user without a second factor:
 * ER-FOYER-1032 with `context.maxAge` (seconds) and `context.factor`, so a client asks for the
 * password (`auth/v1/user/reverify`) or a new sign-in, and tries again.
 */
export const reverificationRequired = (maxAge: number, factor: ReverificationFactor) =>
  new ApiError(
    403,
    errorCodes.reverificationRequired,
    factor === 'password'
      ? 'Confirm it is you with your password first: this change needs a recent sign-in'
      : 'Sign in again to confirm it is you: this change needs a recent sign-in',
    { maxAge, factor },
  )

/** Whether the user has a second factor enrolled (an authenticator app, SMS or a security key). */
export const hasSecondFactor = async (deps: AppDeps, userId: string) => {
  const devices = await listDevices(deps.db, userId)
  return devices.authenticators.length + devices.phones.length + devices.webauthn.length > 0
}

/**
 * Reverification (issue 18, what Clerk calls reverification): a sensitive change of one's own
 * account needs a sign-in no older than the tenant's window (default 10 minutes) with the
 * strongest factor the user has. A user with a second factor must have given it within the window
 * (`amr` mfa): else 403 ER-FOYER-1030 with `context.maxAge`, the step-up clients already know. A
 * user without one needs a fresh sign-in of any kind: else 403 ER-FOYER-1032. A token without
 * `auth_time` (one minted from an API token, or a session older than these claims) never
 * qualifies.
 */
export const assertReverified = async (deps: AppDeps, claims: AccessTokenClaims) => {
  assertUserActor(claims)
  const now = deps.now()
  const maxAge = await readReverificationMaxAge(deps.db, claims.tenantId)
  if (isSteppedUp(claims, { maxAge, now })) return
  const recent = claims.authTime !== undefined && now.getTime() / 1000 - claims.authTime <= maxAge
  const strong = await hasSecondFactor(deps, claims.sub)
  if (strong) throw stepUpRequired(maxAge)
  if (recent) return
  const user = await findUserById(deps.db, claims.sub)
  throw reverificationRequired(maxAge, user?.passwordHash ? 'password' : 'signIn')
}
