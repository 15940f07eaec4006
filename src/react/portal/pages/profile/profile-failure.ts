import { formFailure } from '../../../ui/index'
import type { ApiError } from '../../../../api/index'
import type { Translate } from '../../../i18n/index'
import type { FormFailure } from '../../../ui/index'

/**
 * A failed profile call as form errors: codes (wrong, expired), rate limits and "taken" in the page's
 * own words under the field they concern; a 400 naming one of `fields` under it; no answer at all as
 * the offline message. Nothing typed is cleared by any of them.
 */
export function profileFailure(
  error: ApiError,
  fields: readonly string[],
  t: Translate,
): FormFailure {
  if (fields.includes('code')) {
    if (error.status === 400 && /code/i.test(error.message)) {
      return { fieldErrors: { code: t('profile.code.wrong') } }
    }
    if (error.status === 410) return { fieldErrors: { code: t('profile.code.expired') } }
  }
  if (error.status === 409 && fields.includes('username') && /username/i.test(error.message)) {
    return { fieldErrors: { username: t('profile.details.usernameTaken') } }
  }
  if (error.status === 409 && /email/i.test(error.message)) {
    return { error: t('profile.email.taken') }
  }
  return formFailure(error, fields, { offline: t('profile.offline'), failed: t('profile.failed') })
}
