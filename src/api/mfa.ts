import type { ApiClient } from './client'
import type { LoginResponse } from './types'

const LOGIN = '/identity/resources/auth/v1/user/mfa'
const MINE = '/identity/resources/users/v1/mfa'

/** Paths of the second factor (wire-api §5.1 rows 29-34, 43-49, 79), shared with the demo. */
export const MFA_PATHS = {
  verify: `${LOGIN}/verify`,
  verifyDevice: `${LOGIN}/authenticator/:deviceId/verify`,
  enrolForLogin: `${LOGIN}/authenticator/enroll`,
  enrolForLoginVerify: `${LOGIN}/authenticator/enroll/verify`,
  recover: `${LOGIN}/recover`,
  emailCode: `${LOGIN}/emailcode`,
  emailCodeVerify: `${LOGIN}/emailcode/verify`,
  /** Route patterns (the demo's); the functions fill them in. */
  smsCode: `${LOGIN}/sms/:deviceId`,
  smsCodeVerify: `${LOGIN}/sms/:deviceId/verify`,
  allowRemember: '/identity/resources/configurations/v1/mfa-policy/allow-remember-device',
  strategies: '/identity/resources/configurations/v1/mfa/strategies',
  devices: `${MINE}/devices`,
  enrol: `${MINE}/authenticator/enroll`,
  enrolVerify: `${MINE}/authenticator/enroll/verify`,
  disableApp: `${MINE}/authenticator/:deviceId/disable/verify`,
} as const

/** The wire's `UserMFADevicesResponse`: the user's enrolled second factors. */
export interface MfaDevices {
  webauthn: { id: string; deviceType: 'Platform' | 'CrossPlatform'; name: string }[]
  phones: { id: string; phoneNumber: string }[]
  authenticators: { id: string }[]
  emails: { email: string }[]
}

/** What an authenticator app scans (a PNG data URL), and its secret for typing by hand. */
export interface MfaQrCode {
  qrCode: string
  secret?: string
}

/** Whether this sign-in may remember the device, and for how many seconds. */
export interface RememberDevicePolicy {
  isAllowedToRemember: boolean
  mfaDeviceExpiration: number
}

const withId = (path: string, id: string) => path.replace(':deviceId', encodeURIComponent(id))

/** Completes a sign-in with an authenticator app's code (one device, or any when left out). */
export function loginWithMfa(
  client: ApiClient,
  input: { mfaToken: string; value: string; rememberDevice?: boolean; deviceId?: string },
): Promise<LoginResponse> {
  const { deviceId, ...body } = input
  return client.post(deviceId ? withId(MFA_PATHS.verifyDevice, deviceId) : MFA_PATHS.verify, body)
}

/** Mails a code for the sign-in's second factor; `otcToken` names it for the verification. */
export function sendMfaEmailCode(
  client: ApiClient,
  mfaToken: string,
): Promise<{ otcToken: string }> {
  return client.post(MFA_PATHS.emailCode, { mfaToken })
}

/** Completes a sign-in with the mailed code. */
export function verifyMfaEmailCode(
  client: ApiClient,
  input: { mfaToken: string; otcToken: string; code: string; rememberDevice?: boolean },
): Promise<LoginResponse> {
  return client.post(MFA_PATHS.emailCodeVerify, input)
}

/** Texts a code to the sign-in's enrolled number `deviceId`; `otcToken` names it for the verification. */
export function sendMfaSmsCode(
  client: ApiClient,
  input: { mfaToken: string; deviceId: string },
): Promise<{ otcToken: string; phoneNumber: string }> {
  return client.post(withId(MFA_PATHS.smsCode, input.deviceId), { mfaToken: input.mfaToken })
}

/** Completes a sign-in with the texted code. */
export function verifyMfaSmsCode(
  client: ApiClient,
  input: {
    deviceId: string
    mfaToken: string
    otcToken: string
    code: string
    rememberDevice?: boolean
  },
): Promise<LoginResponse> {
  const { deviceId, ...body } = input
  return client.post(withId(MFA_PATHS.smsCodeVerify, deviceId), body)
}

/** Starts enrolling an authenticator app during a sign-in that the MFA policy forces. */
export function enrolAppForLogin(client: ApiClient, mfaToken: string): Promise<MfaQrCode> {
  return client.post(MFA_PATHS.enrolForLogin, { mfaToken })
}

/** The new app's first code: enrols it and signs in; `recoveryCode` comes with the first factor. */
export function confirmAppForLogin(
  client: ApiClient,
  input: { mfaToken: string; token: string; rememberDevice?: boolean },
): Promise<LoginResponse & { recoveryCode?: string }> {
  return client.post(MFA_PATHS.enrolForLoginVerify, input)
}

/** Removes an account's second factors with its recovery code; the user then signs in again. */
export async function recoverMfa(
  client: ApiClient,
  input: { email: string; recoveryCode: string },
): Promise<void> {
  await client.post(MFA_PATHS.recover, input)
}

/** The remember-device policy of a sign-in waiting for its second factor. */
export function getRememberDevicePolicy(
  client: ApiClient,
  mfaToken: string,
): Promise<RememberDevicePolicy> {
  return client.get(MFA_PATHS.allowRemember, { mfaToken })
}

/** The signed-in user's second factors. */
export function getMfaDevices(client: ApiClient): Promise<MfaDevices> {
  return client.get(MFA_PATHS.devices)
}

/** Starts enrolling an authenticator app for the signed-in user. */
export function enrolApp(client: ApiClient): Promise<MfaQrCode> {
  return client.post(MFA_PATHS.enrol)
}

/** The first code of the app being enrolled; the recovery code comes with the first factor. */
export function confirmApp(client: ApiClient, token: string): Promise<{ recoveryCode?: string }> {
  return client.post(MFA_PATHS.enrolVerify, { token })
}

/** Removes an authenticator app; `token` is a current code of an app, or the recovery code. */
export async function disableApp(client: ApiClient, deviceId: string, token: string) {
  await client.post(withId(MFA_PATHS.disableApp, deviceId), { token })
}
