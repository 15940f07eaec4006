/**
 * What the box remembers across the trip to the sign-in page (spec doc 000 §4.3, §4.4), each
 * taken once: the page a protected page sent to sign in from, a failed step-up's query, and that
 * the account was just created.
 */
export { AFTER_AUTH_REDIRECT_KEY } from '../wire/routes'
/** The step-up flag (spec §4.4): set with the step-up route's query when a step-up failed. */
export const STEP_UP_FLAG_KEY = 'foyer:step-up-failed'
/** Set by the sign-up and social-login flows for a new account (the sign-up-success page). */
export const NEW_USER_KEY = 'foyer:new-user'

/** Keeps `value` under `key` (storage refused, as in private mode: nothing kept). */
export function remember(key: string, value: string): void {
  try {
    localStorage.setItem(key, value)
  } catch {
    // Without storage the box goes to the authenticated URL instead.
  }
}

/** The value kept under `key`, removed: used once. */
export function takeRemembered(key: string): string | null {
  try {
    const value = localStorage.getItem(key)
    localStorage.removeItem(key)
    return value
  } catch {
    return null
  }
}
