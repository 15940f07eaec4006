import type { LoginResponse } from '../api'
import type { MfaDevices } from '../api/mfa'
import type { LoginState } from './login-state'

/** The spec's MFA steps (doc 000 §2.2) this box shows. */
export type MfaStep =
  | 'verify'
  | 'authenticatorApp'
  | 'emailVerifyCode'
  | 'smsSetPhoneNumber'
  | 'smsVerifyCode'
  | 'recoveryCode'
  /** A security key or this device's authenticator (WebAuthn), at sign-in or enrolment. */
  | 'webauthn'

/** A sign-in waiting for its second factor (from a login answer with `mfaRequired`). */
export interface MfaChallenge {
  mfaToken: string
  /** False: the policy makes the user enrol a factor now (step `forceTwoFactor`). */
  enrolled: boolean
  devices: MfaDevices
  strategies: string[]
  step: MfaStep
  /** The authenticator app or phone the code is for, when the user has one or picked one. */
  deviceId?: string
  /** The id of the mailed or texted code (steps `emailVerifyCode`, `smsVerifyCode`), once sent. */
  otcToken?: string
  /** The number being enrolled at a forced sign-in (`smsSetPhoneNumber` → `smsVerifyCode`). */
  phoneNumber?: string
  /** The recovery code of a first enrolment, shown once before the session starts. */
  recoveryCode?: string
  /** The signed-in answer held back while the recovery code is shown. */
  pending?: LoginResponse
}

const NO_DEVICES: MfaDevices = { webauthn: [], phones: [], authenticators: [], emails: [] }

/**
 * The login state after an answer with `mfaRequired` (spec §4.3): enrolment (`forceTwoFactor`)
 * when the user has no factor yet, else `loginWithTwoFactor` with the matching single-method step
 * for one device and `verify` (choose) for several.
 */
export function enterMfa(state: LoginState, response: LoginResponse): LoginState {
  const devices = response.mfaDevices ?? NO_DEVICES
  const apps = devices.authenticators
  const enrolled = response.mfaEnrolled !== false
  const emails = devices.emails.length
  const phones = devices.phones
  const keys = devices.webauthn
  const factors = apps.length + emails + phones.length + keys.length
  const only = factors === 1 ? (apps[0] ?? phones[0] ?? keys[0]) : undefined
  const strategies = response.mfaStrategies ?? ['AuthenticatorApp']
  // Security keys may be enrolled instead of an app: the enrolment starts with the choice.
  const keysOn = strategies.some((strategy) => strategy.startsWith('WebAuthn'))
  // Enrolment offers the app first; texted codes alone when the app is not allowed.
  const smsOnly = strategies.includes('SMS') && !strategies.includes('AuthenticatorApp')
  const challenge: MfaChallenge = {
    mfaToken: response.mfaToken ?? '',
    enrolled,
    devices,
    strategies,
    step: !enrolled
      ? keysOn
        ? 'verify'
        : smsOnly
          ? 'smsSetPhoneNumber'
          : 'authenticatorApp'
      : factors > 1
        ? 'verify'
        : emails === 1
          ? 'emailVerifyCode'
          : phones.length === 1
            ? 'smsVerifyCode'
            : keys.length === 1
              ? 'webauthn'
              : 'authenticatorApp',
    ...(only ? { deviceId: only.id } : {}),
  }
  return {
    ...state,
    step: enrolled ? 'loginWithTwoFactor' : 'forceTwoFactor',
    loading: false,
    error: null,
    mfa: challenge,
  }
}
