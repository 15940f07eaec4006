import { atom } from 'jotai/vanilla'
import { toApiError } from '../api/errors'
import {
  forgotPassword,
  getRecoveryStrategies,
  resetPassword,
  resetPasswordViaSms,
  validateResetToken,
  verifyResetSms,
} from '../api/recovery'
import { captchaToken } from './captcha-token'
import { apiClientAtom } from './config'
import type { ApiError } from '../api/errors'

/** The forgot-password steps of the spec (doc 000 §2.2) on the forget-password route. */
export type ForgotStep =
  | 'forgotPassword'
  | 'passwordRecoverySelector'
  | 'resetPasswordViaSms'
  | 'forgotPasswordEmailSuccess'

/** Where the forgot-password flow is. */
export interface ForgotState {
  step: ForgotStep
  email: string
  /** Names the texted code (`resetPasswordViaSms`). */
  sessionId: string
}

/** A fresh forgot-password flow. */
export const INITIAL_FORGOT: ForgotState = { step: 'forgotPassword', email: '', sessionId: '' }

/** The forgot-password flow's state. */
export const forgotStateAtom = atom<ForgotState>(INITIAL_FORGOT)

/** Which recovery channels the vendor turned on. */
export interface RecoveryChannels {
  email: boolean
  sms: boolean
}

/**
 * The vendor's recovery channels (row 27), loaded once per store. A server that cannot answer
 * them (an older one) is taken for the default configuration, recovery by email only, the way
 * the sign-in steps assume email and password when their configuration does not load.
 */
export const recoveryChannelsAtom = atom(async (get): Promise<RecoveryChannels> => {
  try {
    const list = await getRecoveryStrategies(get(apiClientAtom))
    const active = (strategy: string) =>
      Array.isArray(list) && list.some((item) => item.strategy === strategy && item.isActive)
    return { email: active('email'), sms: active('sms') }
  } catch {
    return { email: true, sms: false }
  }
})

/** What a step's action answers: nothing when it worked, else the server's refusal. */
export type StepResult = ApiError | null

const attempt = async (run: () => Promise<void>): Promise<StepResult> => {
  try {
    await run()
    return null
  } catch (error) {
    return toApiError(error)
  }
}

/** Sends the reset by one channel and moves to its next step. */
export const sendRecoveryAtom = atom(
  null,
  (get, set, input: { email: string; channel: 'email' | 'sms' }): Promise<StepResult> =>
    attempt(async () => {
      const client = get(apiClientAtom)
      const email = input.email.trim()
      // With the captcha policy on, each reset carries a solved captcha.
      const recaptchaToken = await captchaToken(get)
      if (input.channel === 'email') {
        await forgotPassword(client, { email, recaptchaToken })
        set(forgotStateAtom, { step: 'forgotPasswordEmailSuccess', email, sessionId: '' })
        return
      }
      const { sessionId } = await resetPasswordViaSms(client, {
        identifier: email,
        // A box signing in by username takes either (a username never holds an `@`).
        identifierType: email.includes('@') ? 'email' : 'username',
        recaptchaToken,
      })
      set(forgotStateAtom, { step: 'resetPasswordViaSms', email, sessionId })
    }),
)

/**
 * What the first step leads to (spec §4.5): both channels on → the selector; one → sending by
 * it; none → nothing (the screen says recovery is not available instead of showing the form).
 */
export const forgotRoute = (channels: RecoveryChannels): 'selector' | 'email' | 'sms' | 'none' => {
  if (channels.email && channels.sms) return 'selector'
  if (channels.email) return 'email'
  return channels.sms ? 'sms' : 'none'
}

/** The first step's submit, following {@link forgotRoute}. */
export const submitForgotAtom = atom(null, async (get, set, email: string): Promise<StepResult> => {
  const route = forgotRoute(await get(recoveryChannelsAtom))
  if (route === 'none') return null
  if (route === 'selector') {
    set(forgotStateAtom, { step: 'passwordRecoverySelector', email: email.trim(), sessionId: '' })
    return null
  }
  return set(sendRecoveryAtom, { email, channel: route })
})

/** The texted code, exchanged for a reset token: resolves the token, or the refusal. */
export const verifyRecoverySmsAtom = atom(
  null,
  async (
    get,
    _set,
    code: string,
  ): Promise<{ ok: true; userId: string; token: string } | { ok: false; error: ApiError }> => {
    try {
      const { sessionId } = get(forgotStateAtom)
      const answer = await verifyResetSms(get(apiClientAtom), { sessionId, otcToken: code.trim() })
      return { ok: true, ...answer }
    } catch (error) {
      return { ok: false, error: toApiError(error) }
    }
  },
)

/** The reset page's steps: checking the link, the form, the link no longer works, done. */
export type ResetStep = 'validating' | 'resetPasswordPage' | 'invalidLink' | 'resetPasswordSuccess'

/** The reset page's state, for the link it was opened with. */
export const resetStepAtom = atom<ResetStep>('validating')

/** Checks the link the page was opened with (row 23); a 400 or 410 is the invalid-link step. */
export const validateResetAtom = atom(
  null,
  async (get, set, input: { userId: string; token: string }): Promise<void> => {
    set(resetStepAtom, 'validating')
    if (input.userId === '' || input.token === '') {
      set(resetStepAtom, 'invalidLink')
      return
    }
    const error = await attempt(() => validateResetToken(get(apiClientAtom), input))
    set(resetStepAtom, error ? 'invalidLink' : 'resetPasswordPage')
  },
)

/** Sets the new password; a used or expired link (410) moves to the invalid-link step. */
export const resetPasswordAtom = atom(
  null,
  async (
    get,
    set,
    input: { userId: string; token: string; password: string },
  ): Promise<StepResult> => {
    const error = await attempt(() => resetPassword(get(apiClientAtom), input))
    if (!error) set(resetStepAtom, 'resetPasswordSuccess')
    else if (error.status === 410) set(resetStepAtom, 'invalidLink')
    return error
  },
)
