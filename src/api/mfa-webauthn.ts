import type { ApiClient } from './client'
import type { PasskeyDeviceType } from './passkeys'
import type { LoginResponse } from './types'
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser'

const LOGIN = '/identity/resources/auth/v1/user/mfa/webauthn'
const MINE = '/identity/resources/users/v1/mfa/webauthn'

/** Paths of WebAuthn as a second factor (wire-api §5.1 rows 39-42, 56-59), shared with the demo. */
export const MFA_WEBAUTHN_PATHS = {
  enrol: `${MINE}/enroll`,
  enrolVerify: `${MINE}/enroll/verify`,
  /** Route patterns (the demo's); the functions fill them in. */
  disable: `${MINE}/:deviceId/disable`,
  disableVerify: `${MINE}/:deviceId/disable/verify`,
  enrolForLogin: `${LOGIN}/enroll`,
  enrolForLoginVerify: `${LOGIN}/enroll/verify`,
  options: `${LOGIN}/:deviceId`,
  verify: `${LOGIN}/:deviceId/verify`,
} as const

/** A ceremony the server started: its options for the browser and the token naming it. */
export interface KeyCeremony<Options> {
  webauthnToken: string
  options: Options
}

type Creation = KeyCeremony<PublicKeyCredentialCreationOptionsJSON>
type Request = KeyCeremony<PublicKeyCredentialRequestOptionsJSON>

const withId = (path: string, id: string) => path.replace(':deviceId', encodeURIComponent(id))

/** The wire's `IVerifyNewWebAuthnDevice` of a created credential, and where it lives. */
export function attestationOf(answer: RegistrationResponseJSON) {
  const deviceType: PasskeyDeviceType =
    answer.authenticatorAttachment === 'platform' ? 'Platform' : 'CrossPlatform'
  return {
    deviceType,
    options: {
      id: answer.id,
      response: {
        clientDataJSON: answer.response.clientDataJSON,
        attestationObject: answer.response.attestationObject,
        ...(answer.response.transports ? { transports: answer.response.transports } : {}),
      },
      deviceType,
    },
  }
}

/** The wire's `{id, response: WebAuthnLoginResponse}` of an assertion. */
export function assertionOf(answer: AuthenticationResponseJSON) {
  const { clientDataJSON, authenticatorData, signature, userHandle } = answer.response
  return {
    id: answer.id,
    response: {
      clientDataJSON,
      authenticatorData,
      signature,
      ...(userHandle ? { userHandle } : {}),
    },
  }
}

/** Creation options to enrol a key for the signed-in user. */
export function startKeyEnrolment(client: ApiClient): Promise<Creation> {
  return client.post(MFA_WEBAUTHN_PATHS.enrol)
}

/** Enrols the created key; the recovery code comes with the user's first factor. */
export function confirmKeyEnrolment(
  client: ApiClient,
  webauthnToken: string,
  answer: RegistrationResponseJSON,
): Promise<{ recoveryCode?: string }> {
  return client.post(MFA_WEBAUTHN_PATHS.enrolVerify, { webauthnToken, ...attestationOf(answer) })
}

/** Request options for the key `deviceId`, to confirm its removal with itself. */
export function startKeyRemoval(client: ApiClient, deviceId: string): Promise<Request> {
  return client.post(withId(MFA_WEBAUTHN_PATHS.disable, deviceId))
}

/** Removes the key with its own answer (or, without one, from a recently stepped-up session). */
export async function removeKey(
  client: ApiClient,
  deviceId: string,
  proof?: { webauthnToken: string; answer: AuthenticationResponseJSON },
): Promise<void> {
  await client.post(
    withId(MFA_WEBAUTHN_PATHS.disableVerify, deviceId),
    proof ? { webauthnToken: proof.webauthnToken, options: assertionOf(proof.answer) } : {},
  )
}

/** Creation options to enrol a key during a sign-in the MFA policy forces. */
export function startKeyEnrolmentForLogin(client: ApiClient, mfaToken: string): Promise<Creation> {
  return client.post(MFA_WEBAUTHN_PATHS.enrolForLogin, { mfaToken })
}

/** Enrols the created key and signs in; the answer carries the recovery code. */
export function confirmKeyEnrolmentForLogin(
  client: ApiClient,
  input: {
    mfaToken: string
    webauthnToken: string
    answer: RegistrationResponseJSON
    rememberDevice?: boolean
  },
): Promise<LoginResponse & { recoveryCode?: string }> {
  const { answer, ...rest } = input
  return client.post(MFA_WEBAUTHN_PATHS.enrolForLoginVerify, { ...rest, ...attestationOf(answer) })
}

/** Request options for the sign-in's key `deviceId`. */
export function startKeyCheck(
  client: ApiClient,
  input: { mfaToken: string; deviceId: string },
): Promise<Request> {
  return client.post(withId(MFA_WEBAUTHN_PATHS.options, input.deviceId), {
    mfaToken: input.mfaToken,
  })
}

/** Completes a sign-in with the key's answer. */
export function verifyKey(
  client: ApiClient,
  input: {
    deviceId: string
    mfaToken: string
    webauthnToken: string
    answer: AuthenticationResponseJSON
    rememberDevice?: boolean
  },
): Promise<LoginResponse> {
  const { deviceId, answer, ...rest } = input
  return client.post(withId(MFA_WEBAUTHN_PATHS.verify, deviceId), {
    ...rest,
    options: assertionOf(answer),
  })
}

/** Whether the vendor allows security keys as a second factor (either kind). */
export async function keysAllowed(client: ApiClient): Promise<boolean> {
  const answer = await client.get<{ strategies?: { strategy: string; isActive: boolean }[] }>(
    '/identity/resources/configurations/v1/mfa/strategies',
  )
  return (answer.strategies ?? []).some(
    (item) => item.isActive && item.strategy.startsWith('WebAuthn'),
  )
}
