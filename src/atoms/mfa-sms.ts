import { atom } from 'jotai/vanilla'
import { toApiError } from '../api'
import { confirmSmsForLogin, enrolSmsForLogin } from '../api/mfa-sms'
import { apiClientAtom } from './config'
import { loginRuntimeAtom, loginStateAtom } from './login-state'
import { finishMfaEnrolmentAtom } from './mfa'
import type { MfaChallenge, MfaStep } from './mfa-state'
import type { Getter, Setter } from 'jotai/vanilla'

/** Starts a request: the sequence number that drops a superseded answer. */
const begin = (get: Getter, set: Setter): number => {
  const runtime = get(loginRuntimeAtom)
  runtime.seq += 1
  set(loginStateAtom, (s) => ({ ...s, loading: true, error: null }))
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
  set(loginStateAtom, (s) => (s.mfa ? { ...s, mfa: { ...s.mfa, ...patch }, error: null } : s))

/**
 * Step `forceTwoFactor`: switches the factor being enrolled — the authenticator app
 * (`authenticatorApp`) or texted codes (`smsSetPhoneNumber`, the number typed so far kept).
 */
export const chooseEnrolmentAtom = atom(
  null,
  (_get, set, step: Extract<MfaStep, 'authenticatorApp' | 'smsSetPhoneNumber'>): void => {
    patchMfa(set, { step })
  },
)

/**
 * MFA step `smsSetPhoneNumber`: texts a code to the number (wire row 52), then step
 * `smsVerifyCode` for it; true once sent, else the error is in the state (the step stays).
 */
export const sendEnrolmentSmsAtom = atom(
  null,
  async (get, set, phoneNumber: string): Promise<boolean> => {
    const { mfa } = get(loginStateAtom)
    if (!mfa) return false
    const seq = begin(get, set)
    try {
      const sent = await enrolSmsForLogin(get(apiClientAtom), {
        mfaToken: mfa.mfaToken,
        phoneNumber,
      })
      if (!current(get, seq)) return false
      patchMfa(set, {
        step: 'smsVerifyCode',
        otcToken: sent.otcToken,
        phoneNumber: sent.phoneNumber,
      })
      set(loginStateAtom, (s) => ({ ...s, loading: false }))
      return true
    } catch (error) {
      failed(get, set, seq, error)
      return false
    }
  },
)

/**
 * The texted code (wire row 53): enrols the number and holds the signed-in answer while the
 * recovery code is shown (step `recoveryCode`), as the app's enrolment does.
 */
export const confirmEnrolmentSmsAtom = atom(
  null,
  async (get, set, input: { code: string; rememberDevice: boolean }): Promise<void> => {
    const { mfa } = get(loginStateAtom)
    if (!mfa?.otcToken) return
    const seq = begin(get, set)
    try {
      const response = await confirmSmsForLogin(get(apiClientAtom), {
        mfaToken: mfa.mfaToken,
        otcToken: mfa.otcToken,
        code: input.code,
        rememberDevice: input.rememberDevice,
      })
      if (!current(get, seq)) return
      patchMfa(set, {
        pending: response,
        ...(response.recoveryCode
          ? { step: 'recoveryCode', recoveryCode: response.recoveryCode }
          : {}),
      })
      set(loginStateAtom, (s) => ({ ...s, loading: false }))
      if (!response.recoveryCode) await set(finishMfaEnrolmentAtom)
    } catch (error) {
      failed(get, set, seq, error)
    }
  },
)
