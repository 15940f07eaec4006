import { PASSKEYS_PATHS } from './passkeys-paths'
import type { ApiClient } from './client'
import type { LoginResponse } from './types'
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser'

export { PASSKEYS_PATHS }

/** Where a passkey lives (`WebAuthnDeviceType`). */
export type PasskeyDeviceType = 'Platform' | 'CrossPlatform'

/** One of the user's passkeys: the wire's `{id, deviceType, createdAt}` and Foyer's extras. */
export interface PasskeyDevice {
  id: string
  deviceType: PasskeyDeviceType
  /** ISO 8601. */
  createdAt: string
  /** Where it was created ("Chrome on macOS"); may be empty. */
  name?: string
  /** ISO 8601, or null before its first sign-in. */
  lastUsedAt?: string | null
  /** Synced by the authenticator to the user's other devices. */
  backedUp?: boolean
}

/** Options to sign in with a passkey: any this site has, or those of `email`'s account. */
export function passkeyPreLogin(
  client: ApiClient,
  input: { email?: string; recaptchaToken?: string | undefined } = {},
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return client.post(PASSKEYS_PATHS.preLogin, input)
}

/** Signs in with the browser's answer to those options. */
export function passkeyPostLogin(
  client: ApiClient,
  answer: AuthenticationResponseJSON,
): Promise<LoginResponse> {
  const { id, response } = answer
  return client.post(PASSKEYS_PATHS.postLogin, {
    id,
    response: {
      clientDataJSON: response.clientDataJSON,
      authenticatorData: response.authenticatorData,
      signature: response.signature,
      ...(response.userHandle ? { userHandle: response.userHandle } : {}),
    },
  })
}

/** Options to create a passkey for the signed-in user. */
export function createPasskeyOptions(
  client: ApiClient,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  return client.post(PASSKEYS_PATHS.devices)
}

/** Stores the passkey the browser created; answers its id. */
export function verifyNewPasskey(
  client: ApiClient,
  answer: RegistrationResponseJSON,
): Promise<{ id: string }> {
  const platform = answer.authenticatorAttachment === 'platform'
  return client.post(PASSKEYS_PATHS.verify, {
    id: answer.id,
    response: {
      clientDataJSON: answer.response.clientDataJSON,
      attestationObject: answer.response.attestationObject,
      ...(answer.response.transports ? { transports: answer.response.transports } : {}),
    },
    deviceType: platform ? 'Platform' : 'CrossPlatform',
  })
}

/** The signed-in user's passkeys, oldest first. */
export async function getPasskeys(client: ApiClient): Promise<PasskeyDevice[]> {
  const answer = await client.get<{ devices?: PasskeyDevice[] }>(PASSKEYS_PATHS.devices)
  return answer.devices ?? []
}

/** Deletes one of the signed-in user's passkeys. */
export async function deletePasskey(client: ApiClient, id: string): Promise<void> {
  await client.delete(PASSKEYS_PATHS.device.replace(':id', encodeURIComponent(id)))
}
