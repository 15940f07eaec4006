import { ApiError, errorCodes, forbidden } from '../http/api-error'
import { tooManyRequests } from '../limits/too-many'
import type { SignInResult } from './sign-in'
import type { Context } from 'hono'

/**
 * The wire error of a refused sign-in. A locked account and an unknown email locked by its
 * failures get the same answer, so the answer cannot tell whether an account exists.
 */
export const signInRefusal = (
  c: Context,
  result: Exclude<SignInResult, { kind: 'ok' }>,
): ApiError => {
  switch (result.kind) {
    case 'invalid':
      return new ApiError(401, errorCodes.invalidCredentials, 'Incorrect email or password')
    case 'locked':
      return forbidden(
        'User is locked. Try again later or contact your administrator',
        errorCodes.userLocked,
      )
    case 'busy':
      // The attempts in flight finish within a second or so (or their lease runs out).
      return tooManyRequests(c, 1000, 'Too many sign-in attempts at once. Try again in a moment')
    case 'notVerified':
      return forbidden('User is not verified. Activate the account from the mail we sent first')
    case 'limited':
      return tooManyRequests(c, result.retryAfterMs, 'Too many failed sign-ins. Try again later')
  }
}
