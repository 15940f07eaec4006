/** Who the provider says signed in: what social login reads from any provider. */
export interface SocialProfile {
  /** The provider's stable id of the account (OIDC `sub`, GitHub's or Facebook's user id). */
  subject: string
  email: string | null
  /** The provider vouches that the person controls `email`: only then may it link an account. */
  emailVerified: boolean
  name: string | null
}

/** A provider's answer could not be turned into a sign-in (tampered, expired, refused…). */
export class SocialExchangeError extends Error {
  override readonly name = 'SocialExchangeError'
}

/** `email_verified` as providers send it: Apple sends the strings "true"/"false". */
export const claimIsTrue = (value: unknown): boolean => value === true || value === 'true'

/** A trimmed, bounded string claim, or null. */
export const stringClaim = (value: unknown, max = 320): string | null =>
  typeof value === 'string' && value.trim() !== '' && value.length <= max ? value.trim() : null
