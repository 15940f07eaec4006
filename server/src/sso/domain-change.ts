import type { SsoDomain } from './repository'

/**
 * Spec §5's SAML rule ("when the domain changes, the SSO endpoint and public certificate are
 * cleared and sign-request becomes false") on the multi-connection routes, where domains are
 * added and removed one at a time. A connection's domain is its first (oldest) one, the one the
 * single-configuration API shows; the IdP's settings were made for the company behind it.
 *
 * - Adding a domain is never a change: one IdP serves a company's several domains (Okta, Entra
 *   ID and WorkOS list a connection's domains beside its IdP).
 * - Removing the first domain is a change (the last one, or one replaced by a domain added
 *   before or after it), unless another domain of the connection is already validated: its users
 *   already sign in through this IdP, so the IdP is theirs too and is kept.
 * - Removing any other domain is not a change.
 *
 * `domains` are the connection's, oldest first, before the removal.
 */
export const removalChangesDomain = (
  domains: readonly Pick<SsoDomain, 'id' | 'validated'>[],
  removedId: string,
): boolean =>
  domains[0]?.id === removedId &&
  !domains.some((domain) => domain.id !== removedId && domain.validated)
