import { atom } from 'jotai/vanilla'

/**
 * Quick SMS login (spec §2.2 flows Login and RegisterQuickLogin, §4.3): a page opts in by storing
 * the marker `localStorage['foyer-register-quick-login'] = 'sms'`. After someone signs in with a
 * texted code, registration applies while that marker exists and is not completed for them: the
 * box offers to remember the number (already proven by the code) on this device. Later visits
 * then offer "text a code to …" without typing anything (`loginWithQuickSmsOtc`). Completion, and
 * a "not now", are stored per user, so nobody is asked twice.
 */
/** The stored quick-login marker (`'sms'`). */
export const QUICK_LOGIN_MARKER = 'foyer-register-quick-login'
/** Per-user completion key prefix, and the device's remembered number. */
export const COMPLETED = 'foyer-quick-login:'
export const DEVICE_PHONE = 'foyer-quick-login-phone'

/** This origin's localStorage, when the browser lets the box use it. */
export const storage = (): Storage | undefined => {
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
