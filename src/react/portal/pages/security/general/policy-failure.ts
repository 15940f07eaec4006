import { refusalText } from '../../../../ui/index'
import type { ApiError } from '../../../../../api/index'
import type { Translate } from '../../../../i18n/index'

/**
 * The sentence a failed policy save shows: the missing permission in words, the server's own
 * sentence for a refusal it explains (a setting the vendor locked, a value out of range), else
 * that nothing was saved.
 */
export const policyFailure = (error: ApiError, t: Translate): string =>
  refusalText(error, t) ??
  (error.status >= 400 && error.status < 500 && error.message
    ? error.message
    : t('securityGeneral.failed'))
