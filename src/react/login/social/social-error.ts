import { IP_RESTRICTED_ERROR_CODE } from '../../../wire/ip-restricted'
import { ipRestrictedText } from '../ip-refusal'
import type { ApiError } from '../../../api/index'
import type { Translate } from '../../i18n/index'

/** Why a social sign-in did not happen, as the box tells it. */
export type SocialProblem =
  | 'failed'
  | 'emailNotVerified'
  | 'signUpNotAllowed'
  | 'identityTaken'
  | 'cancelled'
  | 'unavailable'
  | 'invalidLink'
  | 'ipRestricted'

const reasons = new Set<SocialProblem>(['emailNotVerified', 'signUpNotAllowed', 'identityTaken'])

/**
 * The problem of a refused post-login: the account's IP restrictions refused the address (403
 * ER-FOYER-1040, as at a password sign-in), the server's `context.reason`, else a failed sign-in.
 */
export const problemOfError = (error: ApiError): SocialProblem => {
  if (error.errorCode === IP_RESTRICTED_ERROR_CODE) return 'ipRestricted'
  const reason: unknown =
    typeof error.context === 'object' && error.context !== null
      ? Reflect.get(error.context, 'reason')
      : undefined
  return reasons.has(reason as SocialProblem) ? (reason as SocialProblem) : 'failed'
}

/** The problem of a provider's `error` parameter (RFC 6749 §4.1.2.1). */
export const problemOfParameter = (error: string): SocialProblem =>
  error === 'access_denied'
    ? 'cancelled'
    : error === 'temporarily_unavailable' || error === 'server_error'
      ? 'unavailable'
      : 'failed'

/** The sentence for a problem with `provider`'s brand name. */
export const socialProblemText = (problem: SocialProblem, provider: string, t: Translate) =>
  ({
    failed: t('social.error.failed', { provider }),
    emailNotVerified: t('social.error.emailNotVerified', { provider }),
    signUpNotAllowed: t('social.error.signUpNotAllowed'),
    identityTaken: t('social.error.identityTaken', { provider }),
    cancelled: t('social.error.cancelled', { provider }),
    unavailable: t('social.error.unavailable', { provider }),
    invalidLink: t('social.error.invalidLink'),
    ipRestricted: ipRestrictedText(t),
  })[problem]
