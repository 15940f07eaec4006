import { WIRE_ERROR_CODES } from '../../wire/index'
import type { LoginError } from '../../atoms/index'
import type { Translate } from '../i18n/index'

/** The words for a login error: the server's refusals by status and code, never its raw English. */
export function loginErrorText(error: LoginError | null, t: Translate): string | null {
  if (!error) return null
  switch (error.code) {
    case 'invalidEmail':
      return t('login.error.invalidEmail')
    case 'passwordRequired':
      return t('login.error.passwordRequired')
    case 'strategyUnsupported':
      return t('login.error.strategyUnsupported', { strategy: error.strategy })
    case 'request': {
      const { status } = error.cause
      // A 401 without an error code is the client's own (a sign-in answer without a token).
      if (status === 401 && error.cause.errorCode) return t('login.error.credentials')
      // The plain 403 of a password sign-in is an account not activated yet (not a lock).
      if (status === 403 && error.cause.errorCode === WIRE_ERROR_CODES.forbidden) {
        return t('login.error.notVerified')
      }
      if (status === 403) return t('login.error.locked')
      if (status === 429) return t('login.error.tooMany')
      if (status >= 500 && error.cause.traceId === undefined) return t('login.error.unreachable')
      return t('login.error.failed')
    }
  }
}
