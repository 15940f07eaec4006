import { atom } from 'jotai/vanilla'
import { passwordlessPreLogin, toApiError } from '../api'
import { apiClientAtom } from './config'
import { INITIAL_LOGIN, loginRuntimeAtom, loginStateAtom } from './login-state'
import {
  COMPLETED,
  DEVICE_PHONE,
  quickLoginOfferAtom,
  readQuickLoginPhone,
  storage,
} from './quick-login-state'

/** Answers the RegisterQuickLogin offer: remember the number on this device, or not; either completes it. */
export const answerQuickLoginOfferAtom = atom(null, (get, set, accept: boolean): void => {
  const offer = get(quickLoginOfferAtom)
  if (!offer) return
  const store = storage()
  store?.setItem(COMPLETED + offer.userId, accept ? 'registered' : 'declined')
  if (accept) store?.setItem(DEVICE_PHONE, offer.phoneNumber)
  set(quickLoginOfferAtom, null)
})

/** Quick SMS login: texts a code to the number remembered here; step `loginWithQuickSmsOtc`. */
export const quickSmsLoginAtom = atom(null, async (get, set): Promise<void> => {
  const phoneNumber = readQuickLoginPhone()
  if (!phoneNumber) return
  const runtime = get(loginRuntimeAtom)
  runtime.seq += 1
  const seq = runtime.seq
  set(loginStateAtom, { ...INITIAL_LOGIN, phoneNumber, loading: true })
  try {
    // With the captcha policy on, the start carries a solved captcha; its solver loads on demand.
    const { captchaToken } = await import('./captcha-token')
    const recaptchaToken = await captchaToken(get)
    if (get(loginRuntimeAtom).seq !== seq) return
    await passwordlessPreLogin(get(apiClientAtom), 'SmsCode', { phoneNumber, recaptchaToken })
    if (get(loginRuntimeAtom).seq !== seq) return
    set(loginStateAtom, (s) => ({ ...s, step: 'loginWithQuickSmsOtc', loading: false }))
  } catch (error) {
    if (get(loginRuntimeAtom).seq !== seq) return
    set(loginStateAtom, (s) => ({
      ...s,
      loading: false,
      error: { code: 'request', cause: toApiError(error) },
    }))
  }
})
