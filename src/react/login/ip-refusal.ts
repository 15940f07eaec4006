import { addEnglish } from '../../i18n/index'
import { loginIpRestricted } from '../../i18n/messages/en'
import { IP_RESTRICTED_ERROR_CODE } from '../../wire/ip-restricted'
import type { LoginError } from '../../atoms/index'
import type { Translate } from '../i18n/index'

addEnglish(loginIpRestricted)

/**
 * The words for a sign-in the tenant's IP restrictions refused for the client's address (403
 * `ER-FOYER-1040`, issue 19), or null for any other error. Imported by the steps that can meet it
 * (password, second factor, passwordless codes, the social and SSO callbacks), all loaded on
 * demand, so neither the code nor its words weigh on the box's first load.
 */
export function ipRefusalText(error: LoginError | null, t: Translate): string | null {
  const refused = error?.code === 'request' && error.cause.errorCode === IP_RESTRICTED_ERROR_CODE
  return refused ? ipRestrictedText(t) : null
}

/** The sentence for a sign-in refused for the address (social and SSO callbacks say it too). */
export const ipRestrictedText = (t: Translate): string => t('login.error.ipRestricted')
