/**
 * The refusals of a tenant's email-domain restrictions, apart from the lists' rules
 * (`email-domains.ts`) so the sign-in box recognises one without carrying those rules.
 */

/** Why an address may not join a tenant under its email-domain restrictions. */
export type EmailDomainRefusal = 'blocked' | 'notAllowed' | 'publicDomain' | 'noEmail'

/** The sentence of a refusal, which the sign-in box and the portal show as they get it. */
export const emailDomainRefusalMessage = (
  reason: EmailDomainRefusal,
  domain: string | null,
): string => {
  const at = domain ?? 'this domain'
  return {
    blocked: `Email addresses at ${at} are not allowed in this account`,
    notAllowed: `Email addresses at ${at} are not allowed in this account: it accepts only its approved domains`,
    publicDomain: `Addresses of public email providers such as ${at} are not allowed in this account: use a work address`,
    noEmail:
      'This account accepts only members with an email address at one of its approved domains',
  }[reason]
}

/** The `context.reason` of every refusal by a tenant's email-domain restrictions. */
export const EMAIL_DOMAIN_REFUSAL_REASON = 'emailDomainRestricted'

/** Is this error context (`ApiError.context`) a refusal by a tenant's email-domain restrictions? */
export const isEmailDomainRefusal = (context: unknown): boolean =>
  typeof context === 'object' &&
  context !== null &&
  Reflect.get(context, 'reason') === EMAIL_DOMAIN_REFUSAL_REASON
