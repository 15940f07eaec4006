import type { ApiClient } from './client'
import type { LoginResponse } from './types'

/** Paths of the sign-up calls (wire-api §5.1 rows 73-75, 80), shared with the demo handler. */
export const SIGN_UP_PATHS = {
  signUp: '/identity/resources/users/v1/signUp',
  signUpByPhone: '/identity/resources/users/v1/signUp/phoneNumber',
  signUpByUsername: '/identity/resources/users/v1/signUp/username',
  strategies: '/identity/resources/configurations/v1/sign-up/strategies',
} as const

/** What a visitor signs up with (`ISignUpUser`). */
export interface SignUpInput {
  /** Left out for a phone-only sign-up (the email strategy not required, a number given). */
  email?: string
  name?: string
  companyName?: string
  password?: string
  phoneNumber?: string
  invitationToken?: string
  /** The sign-in username (the vendor's username strategy on: `signUpByUsername`). */
  username?: string
  /** The captcha's solution while the captcha policy is on. */
  recaptchaToken?: string | undefined
}

/** The server's answer (`ISignUpApiResponse`). */
export interface SignUpAnswer {
  shouldActivate: boolean
  userId: string
  tenantId: string
  /** Present when the new user is signed in at once (no activation). */
  authResponse?: LoginResponse
  /** Names the mailed activation code, for the activate-with-code route. */
  activationToken?: string
}

/** One sign-up identifier strategy (`getSignUpStrategies`). */
export interface SignUpStrategy {
  strategy: 'email' | 'phoneNumber' | 'username'
  isActive: boolean
  isRequired: boolean
}

/** Signs a visitor up with an email (and a password, a company…). */
export function signUp(client: ApiClient, input: SignUpInput): Promise<SignUpAnswer> {
  return client.post(SIGN_UP_PATHS.signUp, input)
}

/** Signs a visitor up with a phone number: the server texts an SMS sign-in code. */
export function signUpByPhone(client: ApiClient, input: SignUpInput): Promise<SignUpAnswer> {
  return client.post(SIGN_UP_PATHS.signUpByPhone, input)
}

/** Signs a visitor up with a username beside the email (the vendor's username strategy). */
export function signUpByUsername(client: ApiClient, input: SignUpInput): Promise<SignUpAnswer> {
  return client.post(SIGN_UP_PATHS.signUpByUsername, input)
}

/** The vendor's sign-up identifier strategies (email, phone number: active, required). */
export function getSignUpStrategies(client: ApiClient): Promise<SignUpStrategy[]> {
  return client.get(SIGN_UP_PATHS.strategies)
}
