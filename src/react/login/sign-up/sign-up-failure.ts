import { isEmailDomainRefusal } from '../../../wire/email-domain-refusal'
import { formFailure } from '../../ui/index'
import type { ApiError } from '../../../api/index'
import type { Translate } from '../../i18n/index'
import type { FormFailure } from '../../ui/index'

/** The form's fields, as the server's 400 messages name them. */
export const SIGN_UP_FIELDS = [
  'name',
  'email',
  'username',
  'companyName',
  'phoneNumber',
  'password',
] as const

/**
 * The words of a refused sign-up: a taken email, or one the account's email-domain restrictions
 * refuse, under the email field; the rest by status.
 */
export function signUpFailure(error: ApiError, t: Translate): FormFailure {
  // The username route's clash names its field: a username is chosen, so it is said to be taken.
  if (error.status === 409 && /username/.test(error.message)) {
    return { fieldErrors: { username: t('username.signUp.taken') } }
  }
  if (error.status === 409) return { fieldErrors: { email: t('signUp.error.exists') } }
  // The account's email-domain restrictions: the server's sentence names the domain, under the field.
  if (error.status === 403 && isEmailDomainRefusal(error.context)) {
    return { fieldErrors: { email: error.message } }
  }
  if (error.status === 403) return { error: t('signUp.error.notAllowed') }
  if (error.status === 429) return { error: t('signUp.error.tooMany') }
  return formFailure(error, SIGN_UP_FIELDS, {
    offline: t('login.error.unreachable'),
    failed: t('signUp.error.failed'),
  })
}
