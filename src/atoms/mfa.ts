import { atom } from 'jotai/vanilla'
import { toApiError } from '../api'
import {
  confirmAppForLogin,
  enrolAppForLogin,
  getRememberDevicePolicy,
  loginWithMfa,
  recoverMfa,
  sendMfaEmailCode,
  sendMfaSmsCode,
  verifyMfaEmailCode,
  verifyMfaSmsCode,
} from '../api/mfa'
import { apiClientAtom } from './config'
import { authStrategiesAtom } from './login'
import { INITIAL_LOGIN, loginRuntimeAtom, loginStateAtom } from './login-state'
import { stepAfterSignIn } from './passkeys-active'
import { afterPasswordSignIn, needsPasswordStep } from './password-risk'
import { establishSession } from './session'
import type { LoginResponse } from '../api'
import type { MfaQrCode, RememberDevicePolicy } from '../api/mfa'
import type { LoginState } from './login-state'
import type { MfaChallenge } from './mfa-state'
import type { Getter, Setter } from 'jotai/vanilla'

/** Starts a request of the MFA steps: the sequence number that drops a superseded answer. */
const begin = (get: Getter, set: Setter, patch: Partial<LoginState> = {}): number => {
  const runtime = get(loginRuntimeAtom)
  runtime.seq += 1
  set(loginStateAtom, (s) => ({ ...s, loading: true, error: null, ...patch }))
  return runtime.seq
}

const current = (get: Getter, seq: number) => get(loginRuntimeAtom).seq === seq

const failed = (get: Getter, set: Setter, seq: number, error: unknown) => {
  if (!current(get, seq)) return
  set(loginStateAtom, (s) => ({
    ...s,
    loading: false,
    error: { code: 'request', cause: toApiError(error) },
  }))
}

const patchMfa = (set: Setter, patch: Partial<MfaChallenge>) =>
  set(loginStateAtom, (s) => (s.mfa ? { ...s, mfa: { ...s.mfa, ...patch } } : s))

/**
 * Signs in for good with a second factor's answer; then, as after any sign-in (spec §4.3: MFA
 * first), the passkey prompt when its conditions hold, else `success`.
 */
const signIn = async (get: Getter, set: Setter, seq: number, response: LoginResponse) => {
  // Spec §4.3: after MFA, a password to change (breached, expired, expiring soon) comes next.
  if (needsPasswordStep(response)) {
    await afterPasswordSignIn(get, set, response, (await get(authStrategiesAtom)).strategies)
    return
  }
  await establishSession(get, set, response)
  if (!current(get, seq)) return
  const { strategies } = await get(authStrategiesAtom)
  const userId = response.userId ?? response.id ?? ''
  const step = await stepAfterSignIn(get, set, { userId, method: 'Password', strategies })
  if (!current(get, seq)) return
  set(loginStateAtom, (s) => ({ ...s, step, loading: false, error: null, mfa: undefined }))
}

/**
 * Picks the factor (step `verify`): an authenticator app or a phone by id, or `email` for a
 * mailed code.
 */
export const chooseMfaDeviceAtom = atom(null, (get, set, deviceId: string): void => {
  const devices = get(loginStateAtom).mfa?.devices
  const phone = devices?.phones.some((device) => device.id === deviceId)
  const key = devices?.webauthn.some((device) => device.id === deviceId)
  patchMfa(
    set,
    deviceId === 'email'
      ? { step: 'emailVerifyCode' }
      : { step: phone ? 'smsVerifyCode' : key ? 'webauthn' : 'authenticatorApp', deviceId },
  )
  set(loginStateAtom, (s) => ({ ...s, error: null }))
})

/**
 * Mails (step `emailVerifyCode`) or texts (`smsVerifyCode`, to the chosen number) a code for this
 * sign-in (again); true once sent, else the error is in the state.
 */
export const sendMfaEmailCodeAtom = atom(null, async (get, set): Promise<boolean> => {
  const { mfa } = get(loginStateAtom)
  if (!mfa) return false
  const seq = begin(get, set)
  try {
    const client = get(apiClientAtom)
    const { otcToken } =
      mfa.step === 'smsVerifyCode' && mfa.deviceId
        ? await sendMfaSmsCode(client, { mfaToken: mfa.mfaToken, deviceId: mfa.deviceId })
        : await sendMfaEmailCode(client, mfa.mfaToken)
    if (!current(get, seq)) return false
    patchMfa(set, { otcToken })
    set(loginStateAtom, (s) => ({ ...s, loading: false }))
    return true
  } catch (error) {
    failed(get, set, seq, error)
    return false
  }
})

/** The mailed or texted code; a wrong one leaves the step with its error. */
export const verifyMfaEmailCodeAtom = atom(
  null,
  async (get, set, input: { code: string; rememberDevice: boolean }): Promise<void> => {
    const { mfa } = get(loginStateAtom)
    if (!mfa?.otcToken) return
    const seq = begin(get, set)
    try {
      const entered = {
        mfaToken: mfa.mfaToken,
        otcToken: mfa.otcToken,
        code: input.code,
        rememberDevice: input.rememberDevice,
      }
      const client = get(apiClientAtom)
      const response =
        mfa.step === 'smsVerifyCode' && mfa.deviceId
          ? await verifyMfaSmsCode(client, { ...entered, deviceId: mfa.deviceId })
          : await verifyMfaEmailCode(client, entered)
      if (!current(get, seq)) return
      await signIn(get, set, seq, response)
    } catch (error) {
      failed(get, set, seq, error)
    }
  },
)

/** The second factor's code; a wrong one leaves the step with its error (and fewer tries). */
export const verifyMfaCodeAtom = atom(
  null,
  async (get, set, input: { code: string; rememberDevice: boolean }): Promise<void> => {
    const { mfa } = get(loginStateAtom)
    if (!mfa) return
    const seq = begin(get, set)
    try {
      const response = await loginWithMfa(get(apiClientAtom), {
        mfaToken: mfa.mfaToken,
        value: input.code,
        rememberDevice: input.rememberDevice,
        ...(mfa.deviceId ? { deviceId: mfa.deviceId } : {}),
      })
      if (!current(get, seq)) return
      await signIn(get, set, seq, response)
    } catch (error) {
      failed(get, set, seq, error)
    }
  },
)

/** The QR code of an enrolment at sign-in (step `forceTwoFactor`). */
export const startMfaEnrolmentAtom = atom(null, async (get): Promise<MfaQrCode> => {
  const { mfa } = get(loginStateAtom)
  return enrolAppForLogin(get(apiClientAtom), mfa?.mfaToken ?? '')
})

/**
 * The new app's first code: enrols it and signs in. The first factor's recovery code is shown
 * (step `recoveryCode`) before the session starts, so it is seen before the box moves on.
 */
export const confirmMfaEnrolmentAtom = atom(
  null,
  async (get, set, input: { code: string; rememberDevice: boolean }): Promise<void> => {
    const { mfa } = get(loginStateAtom)
    if (!mfa) return
    const seq = begin(get, set)
    try {
      const response = await confirmAppForLogin(get(apiClientAtom), {
        mfaToken: mfa.mfaToken,
        token: input.code,
        rememberDevice: input.rememberDevice,
      })
      if (!current(get, seq)) return
      if (response.recoveryCode) {
        patchMfa(set, {
          step: 'recoveryCode',
          recoveryCode: response.recoveryCode,
          pending: response,
        })
        set(loginStateAtom, (s) => ({ ...s, loading: false }))
        return
      }
      await signIn(get, set, seq, response)
    } catch (error) {
      failed(get, set, seq, error)
    }
  },
)

/** After the recovery code was shown: the held sign-in starts. */
export const finishMfaEnrolmentAtom = atom(null, async (get, set): Promise<void> => {
  const pending = get(loginStateAtom).mfa?.pending
  if (!pending) return
  const seq = begin(get, set)
  try {
    await signIn(get, set, seq, pending)
  } catch (error) {
    failed(get, set, seq, error)
  }
})

/** Whether this sign-in may remember the device (and for how long); never rejects. */
export const rememberDevicePolicyAtom = atom(
  null,
  async (get): Promise<RememberDevicePolicy | null> => {
    const { mfa } = get(loginStateAtom)
    if (!mfa) return null
    return getRememberDevicePolicy(get(apiClientAtom), mfa.mfaToken).catch(() => null)
  },
)

/** Opens the recovery step (`recoverTwoFactor`), keeping the email. */
export const openMfaRecoveryAtom = atom(null, (_get, set): void => {
  set(loginStateAtom, (s) => ({ ...s, step: 'recoverTwoFactor', error: null, loading: false }))
})

/** Back to the second factor from the recovery step. */
export const closeMfaRecoveryAtom = atom(null, (get, set): void => {
  const { mfa } = get(loginStateAtom)
  set(loginStateAtom, (s) => ({
    ...s,
    step: mfa?.enrolled === false ? 'forceTwoFactor' : mfa ? 'loginWithTwoFactor' : 'preLogin',
    error: null,
  }))
})

/**
 * Removes the account's factors with its recovery code; true when done (the step then says so and
 * offers {@link signInAfterRecoveryAtom}).
 */
export const recoverMfaAtom = atom(
  null,
  async (get, set, recoveryCode: string): Promise<boolean> => {
    const { email } = get(loginStateAtom)
    const seq = begin(get, set)
    try {
      await recoverMfa(get(apiClientAtom), { email, recoveryCode })
      if (!current(get, seq)) return false
      set(loginStateAtom, (s) => ({ ...s, loading: false, mfa: undefined }))
      return true
    } catch (error) {
      failed(get, set, seq, error)
      return false
    }
  },
)

/** After a recovery: the password step again (and enrolment again if the policy forces it). */
export const signInAfterRecoveryAtom = atom(null, (get, set): void => {
  set(loginStateAtom, {
    ...INITIAL_LOGIN,
    email: get(loginStateAtom).email,
    step: 'loginWithPassword',
  })
})

/** The request helpers of the MFA steps, for the factors' own atoms (e.g. security keys). */
export { begin as beginMfaRequest, current as isCurrentMfaRequest, failed as mfaRequestFailed }
export { patchMfa, signIn as signInAfterMfa }
