import { guardedFetch } from '../federation/fetch-guard'
import { claimIsTrue, SocialExchangeError, stringClaim } from './profile'
import type { SocialProfile } from './profile'

/** Reads a provider's user info with the access token, through the fetch guard. */
export const customUserInfo = async (
  url: string,
  accessToken: string,
): Promise<Record<string, unknown>> => {
  const response = await guardedFetch(url, {
    headers: { accept: 'application/json', authorization: `Bearer ${accessToken}` },
  })
  const body: unknown = await response.json().catch(() => undefined)
  if (!response.ok || typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new SocialExchangeError(`the user info endpoint answered ${response.status}`)
  }
  return body as Record<string, unknown>
}

/**
 * Maps what a generic provider says to a profile: the subject is `sub` (OpenID Connect) or `id`
 * (most OAuth 2.0 APIs); the email counts as verified only with `email_verified` (or Google's
 * older `verified_email`) true, since only a verified email may link an existing account; the
 * name from `name`, else given and family names, else a user name.
 */
export const customProfile = (claims: Record<string, unknown>): SocialProfile => {
  const id = claims.sub ?? claims.id
  const subject =
    typeof id === 'number' && Number.isSafeInteger(id) ? String(id) : stringClaim(id, 255)
  if (subject === null) throw new SocialExchangeError('the provider named no account')
  const email = stringClaim(claims.email)
  const verified = claimIsTrue(claims.email_verified) || claimIsTrue(claims.verified_email)
  const given = [stringClaim(claims.given_name, 100), stringClaim(claims.family_name, 100)]
    .filter(Boolean)
    .join(' ')
  const name =
    stringClaim(claims.name, 200) ??
    (given === '' ? null : given) ??
    stringClaim(claims.preferred_username, 200) ??
    stringClaim(claims.login, 200)
  return {
    subject,
    email: email?.toLowerCase() ?? null,
    emailVerified: email !== null && verified,
    name,
  }
}
