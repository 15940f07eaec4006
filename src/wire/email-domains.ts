/** How an email-domain restriction list treats its entries (`RestrictionType`). */
export type EmailDomainListType = 'ALLOW' | 'BLOCK'

/** The most entries one tenant's email-domain lists may hold (both kinds together). */
export const EMAIL_DOMAIN_RESTRICTIONS_MAX = 500

/** The platform's URL parser (browser and Node alike), typed here: this layer has no DOM types. */
type UrlParser = new (input: string) => { hostname: string }

const LABELS = /^(?:(?!-)[a-z0-9-]{1,63}(?<!-)\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/
const FORBIDDEN = /[\s/@:?#[\]\\%]/

/**
 * The domain an administrator typed, as the lists store it: trimmed, lower case, without a
 * leading `@` or a trailing dot, international names in their ASCII (punycode) form; undefined
 * when it is not a domain name with at least two labels ("acme.com", "mail.example.co.uk").
 * The server and the page use this one rule, so the page's inline check never disagrees.
 */
export const normaliseEmailDomain = (input: string): string | undefined => {
  const typed = input.trim().toLowerCase().replace(/^@/, '').replace(/\.$/, '')
  if (typed === '' || typed.length > 253 || FORBIDDEN.test(typed)) return undefined
  let ascii: string
  try {
    const { URL: Parser } = globalThis as unknown as { URL: UrlParser }
    ascii = new Parser(`http://${typed}/`).hostname
  } catch {
    return undefined
  }
  return ascii.length <= 253 && LABELS.test(ascii) ? ascii : undefined
}

/** The domain of an email address (after its last `@`), normalised; undefined without one. */
export const emailDomainOf = (email: string): string | undefined => {
  const at = email.lastIndexOf('@')
  return at < 0 ? undefined : normaliseEmailDomain(email.slice(at + 1))
}

/** Is `domain` the entry itself or one of its subdomains ("eu.acme.com" under "acme.com")? */
export const domainMatches = (domain: string, entry: string): boolean =>
  domain === entry || domain.endsWith(`.${entry}`)

/** One entry of a tenant's email-domain lists (wire §5.2 rows 19-20). */
export interface EmailDomainRestriction {
  id: string
  domain: string
  type: EmailDomainListType
}

/** A tenant's email-domain restriction switches (wire §5.2 rows 22-23). */
export interface EmailDomainRestrictionConfig {
  active: boolean
  listType: EmailDomainListType
  blockPublicDomains: boolean
}

/** The message of a refused change that turns on an allow-list with no allowed domain. */
export const EMPTY_ALLOW_LIST_MESSAGE =
  'Add at least one allowed domain before turning the allow-list on'
