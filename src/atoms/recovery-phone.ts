import { atom } from 'jotai/vanilla'
import { toApiError } from '../api/errors'
import {
  changePhoneNumber,
  requestSmsLoginCode,
  resetPhoneNumber,
  verifyResetPhoneNumber,
} from '../api/recovery'
import { captchaToken } from './captcha-token'
import { apiClientAtom } from './config'
import { INITIAL_LOGIN, loginStateAtom } from './login-state'
import type { ApiError } from '../api/errors'

/** The reset-phone-number steps of the spec (doc 000 §2.2, §4.5). */
export type ResetPhoneStep = 'ResetPhoneNumber' | 'VerifyResetPhoneNumber' | 'ChangePhoneNumber'

/** Where the reset-phone-number flow is, with the tokens of its steps. */
export interface ResetPhoneState {
  step: ResetPhoneStep
  resetPhoneNumberToken: string
  changePhoneNumberToken: string
}

/** A fresh reset-phone-number flow. */
export const INITIAL_RESET_PHONE: ResetPhoneState = {
  step: 'ResetPhoneNumber',
  resetPhoneNumberToken: '',
  changePhoneNumberToken: '',
}

/** The reset-phone-number flow's state; the email lives in the login state (spec §4.5). */
export const resetPhoneStateAtom = atom<ResetPhoneState>(INITIAL_RESET_PHONE)

const failure = (error: unknown): ApiError => toApiError(error)

/** Mails the code (row 68) and moves to VerifyResetPhoneNumber, keeping the email. */
export const requestPhoneResetAtom = atom(
  null,
  async (get, set, input: string): Promise<ApiError | null> => {
    const email = input.trim()
    try {
      const recaptchaToken = await captchaToken(get)
      const client = get(apiClientAtom)
      const { resetPhoneNumberToken } = await resetPhoneNumber(client, { email, recaptchaToken })
      set(loginStateAtom, (state) => ({ ...state, email }))
      set(resetPhoneStateAtom, {
        step: 'VerifyResetPhoneNumber',
        resetPhoneNumberToken,
        changePhoneNumberToken: '',
      })
      return null
    } catch (error) {
      return failure(error)
    }
  },
)

/** Trades the mailed code for the change token (row 69) and moves to ChangePhoneNumber. */
export const verifyPhoneResetAtom = atom(
  null,
  async (get, set, code: string): Promise<ApiError | null> => {
    const state = get(resetPhoneStateAtom)
    try {
      const { changePhoneNumberToken } = await verifyResetPhoneNumber(get(apiClientAtom), {
        resetPhoneNumberToken: state.resetPhoneNumberToken,
        code: code.trim(),
      })
      set(resetPhoneStateAtom, { ...state, step: 'ChangePhoneNumber', changePhoneNumberToken })
      return null
    } catch (error) {
      return failure(error)
    }
  },
)

/**
 * Sets the new number (row 70), then asks for an SMS sign-in code and puts the login steps on
 * loginWithSmsOtc for that number (spec §4.5); the screen then goes to the login route. When the
 * code could not be sent, the step carries the error so the visitor can ask again there.
 */
export const changePhoneAtom = atom(
  null,
  async (get, set, phoneNumber: string): Promise<ApiError | null> => {
    const client = get(apiClientAtom)
    const { email } = get(loginStateAtom)
    try {
      await changePhoneNumber(client, {
        changePhoneNumberToken: get(resetPhoneStateAtom).changePhoneNumberToken,
        phoneNumber: phoneNumber.trim(),
      })
    } catch (error) {
      return failure(error)
    }
    let codeError: ApiError | null = null
    try {
      await requestSmsLoginCode(client, { email, phoneNumber: phoneNumber.trim() })
    } catch (error) {
      codeError = failure(error)
    }
    set(resetPhoneStateAtom, INITIAL_RESET_PHONE)
    set(loginStateAtom, {
      ...INITIAL_LOGIN,
      email,
      step: 'loginWithSmsOtc',
      phoneNumber: phoneNumber.trim(),
      error: codeError ? { code: 'request', cause: codeError } : null,
    })
    return null
  },
)
