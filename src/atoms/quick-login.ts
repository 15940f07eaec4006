import { atom } from 'jotai/vanilla'
import { passwordlessPreLogin, toApiError } from '../api'
import { apiClientAtom } from './config'
import { INITIAL_LOGIN, loginRuntimeAtom, loginStateAtom } from './login-state'

/**
 * Quick SMS login (spec §2.2 flows Login and RegisterQuickLogin, §4.3): a page opts in by storing
 * the marker `localStorage['foyer-register-quick-login'] = 'sms'`. After someone signs in with a
 * texted code, registration applies while that marker exists and is not completed for them: the
 * box offers to remember the number (already proven by the code) on this device. Later visits
 * then offer "text a code to …" without typing anything (`loginWithQuickSmsOtc`). Completion, and
 * a "not now", are stored per user, so nobody is asked twice.
 */
export const QUICK_LOGIN_MARKER = 'foyer-register-quick-login'
const COMPLETED = 'foyer-quick-login:'
const DEVICE_PHONE = 'foyer-quick-login-phone'

const storage = (): Storage | undefined => {
  try {
    return globalThis.localStorage
  } catch {
    return undefined // storage blocked (privacy settings, sandboxed frame)
  }
}

/** The number remembered on this device for quick SMS login, or `null`. */
export const readQuickLoginPhone = (): string | null => storage()?.getItem(DEVICE_PHONE) ?? null

/** Whether registration applies to this user: the marker is stored and not completed for them. */
export const quickLoginRegistrationApplies = (userId: string): boolean => {
  const store = storage()
  return store?.getItem(QUICK_LOGIN_MARKER) === 'sms' && store.getItem(COMPLETED + userId) === null
}

/** The pending RegisterQuickLogin offer after an SMS sign-in, or `null`. */
export const quickLoginOfferAtom = atom<{ userId: string; phoneNumber: string } | null>(null)

/** Answers the offer: remember the number on this device, or not; either completes it. */
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
    await passwordlessPreLogin(get(apiClientAtom), 'SmsCode', { phoneNumber })
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
