import type { ApiClient } from './client'
import type { LoginResponse } from './types'

const LOGIN = '/identity/resources/auth/v1/user/mfa/sms'
const MINE = '/identity/resources/users/v1/mfa/sms'

/** Paths of the SMS second factor (wire-api §5.1 rows 35-38, 52-53), shared with the demo. */
export const MFA_SMS_PATHS = {
  enrolForLogin: `${LOGIN}/enroll`,
  enrolForLoginVerify: `${LOGIN}/enroll/verify`,
  enrol: `${MINE}/enroll`,
  enrolVerify: `${MINE}/enroll/verify`,
  /** Route patterns (the demo's); the functions fill them in. */
  preDisable: `${MINE}/:deviceId/disable`,
  disable: `${MINE}/:deviceId/disable/verify`,
} as const

/** A texted code on its way: its id for the verification, and the number in E.164. */
export interface SmsSent {
  otcToken: string
  phoneNumber: string
}

const withId = (path: string, id: string) => path.replace(':deviceId', encodeURIComponent(id))

/** At a sign-in that must enrol a factor: texts a code to the number the user chose. */
export function enrolSmsForLogin(
  client: ApiClient,
  input: { mfaToken: string; phoneNumber: string },
): Promise<SmsSent> {
  return client.post(MFA_SMS_PATHS.enrolForLogin, input)
}

/** The texted code enrols the number and signs in; the recovery code comes with it. */
export function confirmSmsForLogin(
  client: ApiClient,
  input: { mfaToken: string; otcToken: string; code: string; rememberDevice?: boolean },
): Promise<LoginResponse & { recoveryCode?: string }> {
  return client.post(MFA_SMS_PATHS.enrolForLoginVerify, input)
}

/** Texts a code to a new number of the signed-in user. */
export function enrolSms(client: ApiClient, phoneNumber: string): Promise<SmsSent> {
  return client.post(MFA_SMS_PATHS.enrol, { phoneNumber })
}

/** The texted code enrols the number; the first factor answers the recovery code. */
export function confirmSms(
  client: ApiClient,
  input: { otcToken: string; code: string },
): Promise<{ recoveryCode?: string }> {
  return client.post(MFA_SMS_PATHS.enrolVerify, input)
}

/**
 * Removes an enrolled number without a code: the server allows it to a session stepped up within
 * five minutes, else answers 403 ER-FOYER-1030 (ask for a step-up, then try again).
 */
export async function removeSms(client: ApiClient, deviceId: string): Promise<void> {
  await client.post(withId(MFA_SMS_PATHS.disable, deviceId), {})
}
