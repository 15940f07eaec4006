import { WIRE_ERROR_CODES } from '../../../wire/index'
import { ipRefusalText } from '../ip-refusal'
import { loginErrorText } from '../login-error'
import type { LoginError } from '../../../atoms/index'
import type { Translate } from '../../i18n/index'

/** The words for a refused passwordless request: a wrong code, too many, a disabled method. */
export function passwordlessErrorText(error: LoginError | null, t: Translate): string | null {
  if (error?.code !== 'request') return loginErrorText(error, t)
  const refused = ipRefusalText(error, t)
  if (refused) return refused
  const { status, errorCode } = error.cause
  if (status === 401 && errorCode === WIRE_ERROR_CODES.invalidCredentials)
    return t('passwordless.code.invalid')
  if (status === 400 && errorCode === WIRE_ERROR_CODES.tooManyAttempts)
    return t('passwordless.code.tooMany')
  if (status === 400 && /token/i.test(error.cause.message)) return t('passwordless.code.invalid')
  if (status === 400 && /phoneNumber/.test(error.cause.message))
    return t('passwordless.phone.invalid')
  if (status === 400) return t('passwordless.unavailable')
  return loginErrorText(error, t)
}
