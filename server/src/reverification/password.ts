import { checkPassword } from '../auth/sign-in'
import { ApiError, badRequest, errorCodes } from '../http/api-error'
import { clientInfo } from '../http/client-info'
import { completeStepUp, stepUpFamilyOf } from '../step-up/complete'
import { stepUpRequired } from '../step-up/guard'
import { findUserById } from '../users/repository'
import { signInNameOf } from '../users/sign-in-name'
import { hasSecondFactor } from './guard'
import { readReverificationMaxAge } from './repository'
import type { LoginResponse } from '../auth/login-response'
import type { SignInResult } from '../auth/sign-in'
import type { AppDeps } from '../deps'
import type { AccessTokenClaims } from '../tokens/access-token'
import type { Context } from 'hono'

/** The message of a wrong password: a 400, so the client keeps its session and asks again. */
export const WRONG_PASSWORD = 'The password is incorrect'

/**
 * Reverification with the password, for a user without a second factor (a user with one gives
 * it through step-up: 403 ER-FOYER-1030). The password is checked exactly as a sign-in checks it
 * (rate limits, lockout count); a wrong one is 400. A browser's session is raised in place (its
 * refresh cookie renewed, `auth_time` now, `amr` pwd), a cookieless client's opens a session of
 * its own, as a step-up does; the audit row says the user confirmed it is them.
 */
export const reverifyWithPassword = async (
  deps: AppDeps,
  c: Context,
  caller: AccessTokenClaims,
  input: { password: string; locale: string },
  refusal: (result: Exclude<SignInResult, { kind: 'ok' }>) => ApiError,
): Promise<LoginResponse> => {
  const now = deps.now()
  const user = await findUserById(deps.db, caller.sub)
  if (!user?.passwordHash || user.email === null) {
    throw badRequest('This account has no password; sign in again to confirm it is you')
  }
  if (await hasSecondFactor(deps, user.id)) {
    throw stepUpRequired(await readReverificationMaxAge(deps.db, caller.tenantId))
  }
  const checked = await checkPassword(deps, {
    name: signInNameOf({ email: user.email }),
    password: input.password,
    client: clientInfo(c),
    now,
    locale: input.locale,
  })
  if (checked.kind === 'invalid') throw new ApiError(400, errorCodes.validation, WRONG_PASSWORD)
  if (checked.kind !== 'ok' && checked.kind !== 'notVerified') throw refusal(checked)
  return completeStepUp(deps, c, {
    userId: user.id,
    tenantId: caller.tenantId,
    now,
    stepUp: { familyId: await stepUpFamilyOf(deps, c, user.id) },
    authentication: { authTime: now, amr: ['pwd'] },
    audit: { action: 'user.reverified', description: 'Confirmed it is them with their password' },
  })
}
