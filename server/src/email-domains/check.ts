import {
  domainMatches,
  EMAIL_DOMAIN_REFUSAL_REASON,
  emailDomainOf,
  emailDomainRefusalMessage,
} from '../../../src/wire'
import { mailLocale, mailTranslator } from '../delivery/words'
import { ApiError, errorCodes } from '../http/api-error'
import { isPublicEmailDomain } from './public-domains'
import { listEmailDomainRestrictions, readEmailDomainConfig } from './repository'
import type { EmailDomainRefusal } from '../../../src/wire'
import type { Db } from '../db/database'

/** Whether an address may join a tenant, and why not. */
export type EmailDomainVerdict =
  { allowed: true } | { allowed: false; reason: EmailDomainRefusal; domain: string | null }

/**
 * May `email` (null for an account without one) become, or stay by a change of address, a member
 * of `tenantId`? Nothing is restricted while the tenant's restriction is off. When on:
 * - an allow-list lets in only its domains and their subdomains (an account without an email is
 *   refused: it has no domain the list could approve);
 * - a block-list refuses its domains and their subdomains, and, with `blockPublicDomains`, the
 *   shipped list of public mail providers (`public-domains.ts`).
 * Entries of the other kind are kept for when the tenant switches lists, and ignored meanwhile.
 */
export const emailDomainVerdict = async (
  db: Db,
  tenantId: string,
  email: string | null,
): Promise<EmailDomainVerdict> => {
  const config = await readEmailDomainConfig(db, tenantId)
  if (!config.active) return { allowed: true }
  const domain = email === null ? undefined : emailDomainOf(email)
  if (domain === undefined) {
    return config.listType === 'ALLOW'
      ? { allowed: false, reason: email === null ? 'noEmail' : 'notAllowed', domain: null }
      : { allowed: true }
  }
  const entries = await listEmailDomainRestrictions(db, tenantId, config.listType)
  const listed = entries.some((entry) => domainMatches(domain, entry.domain))
  if (config.listType === 'ALLOW') {
    return listed ? { allowed: true } : { allowed: false, reason: 'notAllowed', domain }
  }
  if (listed) return { allowed: false, reason: 'blocked', domain }
  if (config.blockPublicDomains && isPublicEmailDomain(domain)) {
    return { allowed: false, reason: 'publicDomain', domain }
  }
  return { allowed: true }
}

/**
 * The refusal of an address by a tenant's email-domain restrictions: 403 in the wire shape, with
 * the sentence the sign-in box and the portal show (in the request's language), and
 * `context.reason` 'emailDomainRestricted' with the restriction and the domain.
 */
export const emailDomainRefusal = (reason: EmailDomainRefusal, domain: string | null) => {
  const error = new ApiError(403, errorCodes.forbidden, emailDomainRefusalMessage(reason, domain), {
    reason: EMAIL_DOMAIN_REFUSAL_REASON,
    restriction: reason,
    domain,
  })
  // Said in the request's language, as the server's mail is (English, French, Hebrew).
  error.localize = (acceptLanguage) => {
    const t = mailTranslator(mailLocale(acceptLanguage))
    return t(`emailDomainRefusal.${reason}`, {
      domain: domain ?? t('emailDomainRefusal.thisDomain'),
    })
  }
  return error
}

/**
 * The one gate of every path that puts an address into a tenant: invitations (one, or many one
 * by one), sign-up into the tenant with its invite link, SSO and social just-in-time creation,
 * changes of address, and SCIM creation when SCIM provisioning exists (it does not yet: its
 * route will call this). Throws {@link emailDomainRefusal} when the tenant's restrictions refuse
 * `email`; returns otherwise.
 */
export const checkEmailDomainAllowed = async (
  db: Db,
  tenantId: string,
  email: string | null,
): Promise<void> => {
  const verdict = await emailDomainVerdict(db, tenantId, email)
  if (!verdict.allowed) throw emailDomainRefusal(verdict.reason, verdict.domain)
}
