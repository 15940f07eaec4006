import type { ApiClient } from './client'

const USERS = '/identity/resources/users'

/** Paths of password recovery and phone-number reset (wire-api §5.1 rows 21-27, 68-72). */
export const RECOVERY_PATHS = {
  forgotPassword: `${USERS}/v1/passwords/reset`,
  resetPassword: `${USERS}/v1/passwords/reset/verify`,
  validateResetToken: `${USERS}/v1/passwords/reset/validate`,
  resetViaEmail: `${USERS}/v2/passwords/reset/email`,
  resetViaSms: `${USERS}/v2/passwords/reset/sms`,
  verifyResetSms: `${USERS}/v2/passwords/reset/sms/verify`,
  strategies: '/identity/resources/configurations/v1/password-recovery/strategies',
  resetPhone: `${USERS}/v1/phone/reset`,
  verifyResetPhone: `${USERS}/v1/phone/reset/verify`,
  changePhone: `${USERS}/v1/phone/change`,
  smsPreLogin: '/identity/resources/auth/v1/passwordless/smscode/prelogin',
} as const

/** A password recovery channel the vendor turned on or off (wire PasswordRecoveryStrategyEnum). */
export interface RecoveryStrategy {
  strategy: 'email' | 'sms'
  isActive: boolean
}

/** The recovery channels (row 27). */
export function getRecoveryStrategies(client: ApiClient): Promise<RecoveryStrategy[]> {
  return client.get(RECOVERY_PATHS.strategies)
}

/**
 * Mails a reset link to the account of `email`, if there is one (row 21; the same answer
 * otherwise). While the vendor signs in by username, `email` may hold a username.
 */
export async function forgotPassword(
  client: ApiClient,
  input: { email: string; recaptchaToken?: string | undefined },
): Promise<void> {
  await client.post(RECOVERY_PATHS.forgotPassword, input)
}

/** Texts a reset code to the account's phone (row 25); the session id names the code. */
export function resetPasswordViaSms(
  client: ApiClient,
  input: {
    identifier: string
    identifierType: 'email' | 'phoneNumber' | 'username'
    recaptchaToken?: string | undefined
  },
): Promise<{ sessionId: string }> {
  return client.post(RECOVERY_PATHS.resetViaSms, input)
}

/** Exchanges the texted code for a reset token (row 26). */
export function verifyResetSms(
  client: ApiClient,
  input: { sessionId: string; otcToken: string },
): Promise<{ userId: string; token: string }> {
  return client.post(RECOVERY_PATHS.verifyResetSms, input)
}

/** Whether a reset link still works (row 23): resolves when it does; 400 or 410 when not. */
export async function validateResetToken(
  client: ApiClient,
  input: { userId: string; token: string },
): Promise<void> {
  await client.post(RECOVERY_PATHS.validateResetToken, input)
}

/** Sets the new password with a reset token (row 22). */
export async function resetPassword(
  client: ApiClient,
  input: { userId: string; token: string; password: string },
): Promise<void> {
  await client.post(RECOVERY_PATHS.resetPassword, input)
}

/** Mails a code to change the phone number of the account of `email` (row 68). */
export function resetPhoneNumber(
  client: ApiClient,
  input: { email: string; recaptchaToken?: string | undefined },
): Promise<{ resetPhoneNumberToken: string }> {
  return client.post(RECOVERY_PATHS.resetPhone, input)
}

/** Exchanges the mailed code for a change token (row 69). */
export function verifyResetPhoneNumber(
  client: ApiClient,
  input: { resetPhoneNumberToken: string; code: string },
): Promise<{ changePhoneNumberToken: string }> {
  return client.post(RECOVERY_PATHS.verifyResetPhone, input)
}

/** Sets the new phone number (row 70). */
export async function changePhoneNumber(
  client: ApiClient,
  input: { changePhoneNumberToken: string; phoneNumber: string },
): Promise<void> {
  // Not retried: the token is single use, so a retry after a lost answer would only be refused.
  await client.request(RECOVERY_PATHS.changePhone, { method: 'PUT', body: input, retry: 0 })
}

/** Asks for an SMS sign-in code (row 60, strategy `smscode`). */
export async function requestSmsLoginCode(
  client: ApiClient,
  input: { email: string; phoneNumber: string },
): Promise<void> {
  await client.post(RECOVERY_PATHS.smsPreLogin, input)
}
