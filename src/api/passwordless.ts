import type { ApiClient } from './client'
import type { LoginResponse } from './types'

const PASSWORDLESS = '/identity/resources/auth/v1/passwordless'

/** The main strategies that sign in without a password. */
export type PasswordlessStrategy = 'MagicLink' | 'Code' | 'SmsCode'

/** Paths of passwordless sign-in (wire-api §5.1 rows 60-61), shared with the demo handler. */
export const PASSWORDLESS_PATHS = {
  preLogin: (strategy: PasswordlessStrategy) =>
    `${PASSWORDLESS}/${strategy.toLowerCase()}/prelogin`,
  postLogin: (strategy: PasswordlessStrategy) =>
    `${PASSWORDLESS}/${strategy.toLowerCase()}/postlogin`,
} as const

/** Who to send the link or code to: an email, or for SMS a phone number. */
export interface PasswordlessRecipient {
  email?: string
  /** A username sign-in's (the vendor's `UsernameAnd*` strategies). */
  username?: string
  phoneNumber?: string
  /** The captcha's solution while the captcha policy is on. */
  recaptchaToken?: string | undefined
}

/**
 * Sends a magic link, an emailed code or an SMS code. The server answers the same whether or not
 * the account exists (and binds a code to this browser with an HttpOnly cookie).
 */
export async function passwordlessPreLogin(
  client: ApiClient,
  strategy: PasswordlessStrategy,
  recipient: PasswordlessRecipient,
): Promise<void> {
  await client.post(PASSWORDLESS_PATHS.preLogin(strategy), recipient)
}

/**
 * Signs in with a magic link's token or a code. With a code the box also names where it went
 * (the email or number), so the code works even where the binding cookie does not travel.
 */
export function passwordlessPostLogin(
  client: ApiClient,
  strategy: PasswordlessStrategy,
  input: { token: string } & PasswordlessRecipient,
): Promise<LoginResponse> {
  return client.post(PASSWORDLESS_PATHS.postLogin(strategy), input)
}
