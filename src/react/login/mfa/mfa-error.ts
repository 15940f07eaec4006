import { WIRE_ERROR_CODES } from '../../../wire/index'
import { ipRefusalText } from '../ip-refusal'
import { loginErrorText } from '../login-error'
import type { LoginError } from '../../../atoms/index'
import type { Translate } from '../../i18n/index'

/** Whether the error ends this sign-in (expired or used-up mfaToken): only signing in again helps. */
export function mfaSignInOver(error: LoginError | null): boolean {
  if (error?.code !== 'request' || error.cause.status !== 400) return false
  const { errorCode, message } = error.cause
  return errorCode === WIRE_ERROR_CODES.tooManyAttempts || /expired|invalid token/i.test(message)
}

/** The words for a refused second factor: a wrong code, too many, an expired sign-in. */
export function mfaErrorText(error: LoginError | null, t: Translate): string | null {
  if (error?.code !== 'request') return loginErrorText(error, t)
  const refused = ipRefusalText(error, t)
  if (refused) return refused
  const { status, errorCode } = error.cause
  if (status === 401 && errorCode === WIRE_ERROR_CODES.invalidCredentials)
    return t('mfa.code.invalid')
  if (status === 400 && errorCode === WIRE_ERROR_CODES.tooManyAttempts) return t('mfa.code.tooMany')
  if (mfaSignInOver(error)) return t('mfa.expired')
  return loginErrorText(error, t)
}
