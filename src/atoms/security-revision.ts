import { atom } from 'jotai'

/**
 * The revision of the tenant's security settings as this page has seen them. Every change on the
 * Security page (a policy saved, an IP or email-domain restriction added or removed) bumps it, and the
 * security center reloads its score, recommendations and insights when it moves (spec §4.8).
 */
export const securityRevisionAtom = atom(0)

/** Marks the tenant's security settings as changed; the security center reloads. */
export const bumpSecurityRevisionAtom = atom(null, (get, set): void => {
  set(securityRevisionAtom, get(securityRevisionAtom) + 1)
})
