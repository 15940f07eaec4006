import { atom } from 'jotai/vanilla'
import { passwordlessPostLogin, passwordlessPreLogin, toApiError } from '../api'
import { apiClientAtom } from './config'
import { authStrategiesAtom } from './login'
import { loginRuntimeAtom, loginStateAtom } from './login-state'
import { stepAfterSignIn } from './passkeys-active'
import { quickLoginOfferAtom, quickLoginRegistrationApplies } from './quick-login-state'
import { establishSession } from './session'
import type { PasswordlessRecipient, PasswordlessStrategy } from '../api'
import type { LoginState } from './login-state'
import type { Getter, Setter } from 'jotai/vanilla'

/** How long the magic link's success step shows before the post-login navigation (spec §4.3). */
export const MAGIC_LINK_SUCCESS_MS = 5_000

/** The strategy behind a passwordless step, or `null` for other steps. */
export const strategyOfStep = (step: LoginState['step']): PasswordlessStrategy | null =>
  step === 'magicLinkPreLoginSuccess'
    ? 'MagicLink'
    : step === 'loginWithOtc'
      ? 'Code'
      : step === 'loginWithSmsOtc' || step === 'loginWithQuickSmsOtc'
        ? 'SmsCode'
        : null

/** Where the flow's link or code goes: the number of an SMS sign-in when known, else the email. */
const recipientOf = (state: LoginState, strategy: PasswordlessStrategy): PasswordlessRecipient =>
  strategy === 'SmsCode' && state.phoneNumber !== ''
    ? { phoneNumber: state.phoneNumber }
    : { email: state.email }

const begin = (get: Getter, set: Setter, patch: Partial<LoginState>): number => {
  const runtime = get(loginRuntimeAtom)
  runtime.seq += 1
  set(loginStateAtom, (state) => ({ ...state, ...patch }))
  return runtime.seq
}

const failed = (get: Getter, set: Setter, seq: number, error: unknown) => {
  if (get(loginRuntimeAtom).seq !== seq) return
  set(loginStateAtom, (s) => ({
    ...s,
    loading: false,
    error: { code: 'request', cause: toApiError(error) },
  }))
}

/**
 * Sends (or sends again) the link or code of the current passwordless step, to the flow's email
 * or phone number. Resolves true once the server took it (its answer never says whether an
 * account exists); false when it refused (the error is in the login state).
 */
export const sendPasswordlessAtom = atom(
  null,
  async (get, set, input?: { phoneNumber?: string }): Promise<boolean> => {
    const state = get(loginStateAtom)
    const strategy = strategyOfStep(state.step) ?? 'SmsCode'
    const patch = input?.phoneNumber === undefined ? {} : { phoneNumber: input.phoneNumber }
    const seq = begin(get, set, { ...patch, loading: true, error: null })
    try {
      const { captchaToken } = await import('./captcha-token')
      const recaptchaToken = await captchaToken(get)
      if (get(loginRuntimeAtom).seq !== seq) return false
      await passwordlessPreLogin(get(apiClientAtom), strategy, {
        ...recipientOf(get(loginStateAtom), strategy),
        recaptchaToken,
      })
      if (get(loginRuntimeAtom).seq !== seq) return false
      set(loginStateAtom, (s) => ({ ...s, loading: false }))
      return true
    } catch (error) {
      failed(get, set, seq, error)
      return false
    }
  },
)

/** Signs in with the code of the current step (emailed or texted); success ends on `success`. */
export const loginWithCodeAtom = atom(null, async (get, set, code: string): Promise<void> => {
  const state = get(loginStateAtom)
  const strategy = strategyOfStep(state.step)
  if (strategy === null || strategy === 'MagicLink') return
  const seq = begin(get, set, { loading: true, error: null })
  try {
    const response = await passwordlessPostLogin(get(apiClientAtom), strategy, {
      token: code,
      ...recipientOf(state, strategy),
    })
    if (get(loginRuntimeAtom).seq !== seq) return
    if (response.mfaRequired) {
      const { enterMfa } = await import('./mfa-state')
      set(loginStateAtom, (s) => enterMfa(s, response))
      return
    }
    await establishSession(get, set, response)
    if (get(loginRuntimeAtom).seq !== seq) return
    // A texted code proved the number: RegisterQuickLogin may offer to remember it here.
    const { phoneNumber } = get(loginStateAtom)
    const userId = response.userId ?? response.id ?? ''
    const registers = userId !== '' && quickLoginRegistrationApplies(userId)
    if (strategy === 'SmsCode' && phoneNumber !== '' && registers)
      set(quickLoginOfferAtom, { userId, phoneNumber })
    const { strategies } = await get(authStrategiesAtom)
    const step = await stepAfterSignIn(get, set, { userId, method: 'Passwordless', strategies })
    if (get(loginRuntimeAtom).seq !== seq) return
    set(loginStateAtom, (s) => ({ ...s, step, loading: false, error: null }))
  } catch (error) {
    failed(get, set, seq, error)
  }
})

/**
 * Signs in with a magic link's token (the callback route). Success shows
 * `magicLinkPostLoginSuccess`; a refused link leaves the error in the login state.
 */
export const loginWithMagicLinkAtom = atom(
  null,
  async (get, set, token: string): Promise<boolean> => {
    const seq = begin(get, set, { loading: true, error: null })
    try {
      const response = await passwordlessPostLogin(get(apiClientAtom), 'MagicLink', { token })
      if (get(loginRuntimeAtom).seq !== seq) return false
      if (response.mfaRequired) {
        const { enterMfa } = await import('./mfa-state')
        set(loginStateAtom, (s) => enterMfa(s, response))
        return false
      }
      await establishSession(get, set, response)
      if (get(loginRuntimeAtom).seq !== seq) return false
      set(loginStateAtom, (s) => ({
        ...s,
        step: 'magicLinkPostLoginSuccess',
        loading: false,
        error: null,
      }))
      return true
    } catch (error) {
      failed(get, set, seq, error)
      return false
    }
  },
)

/** After the magic link's success step: on to the post-login navigation (step `success`). */
export const finishMagicLinkAtom = atom(null, (get, set): void => {
  if (get(loginStateAtom).step !== 'magicLinkPostLoginSuccess') return
  set(loginStateAtom, (s) => ({ ...s, step: 'success' }))
})
