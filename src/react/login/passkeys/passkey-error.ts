import { WIRE_ERROR_CODES } from '../../../wire/index'
import type { PasskeyFailure } from '../../../atoms/passkeys'
import type { Translate } from '../../i18n/index'

/** The words for a failed passkey ceremony: what happened and what to do, never raw English. */
export function passkeyErrorText(failure: PasskeyFailure | null, t: Translate): string | null {
  if (!failure) return null
  switch (failure.problem) {
    case 'cancelled':
      return t('passkeys.error.cancelled')
    case 'exists':
      return t('passkeys.error.exists')
    case 'unsupported':
      return t('passkeys.error.unsupported')
    case 'refused': {
      const status = failure.cause?.status ?? 500
      if (status === 401) return t('passkeys.error.refused')
      if (status === 403 && failure.cause?.errorCode === WIRE_ERROR_CODES.userLocked) {
        return t('passkeys.error.locked')
      }
      if (status === 429) return t('login.error.tooMany')
      // A 5xx without a trace id is the client's own: no answer arrived.
      if (status >= 500 && failure.cause?.traceId === undefined) {
        return t('login.error.unreachable')
      }
      return t('passkeys.error.failed')
    }
  }
}
