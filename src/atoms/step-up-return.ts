import { AUTH_ROUTES } from '../wire/routes'

/** Where {@link stepUp} keeps the page to come back to (spec §4.4: stored locally). */
export const STEP_UP_RETURN_KEY = 'foyer:step-up-return'

/** What {@link stepUp} takes. */
export interface StepUpOptions {
  /** How recent, in seconds, the second factor must be; none: any step-up of this session. */
  maxAge?: number
  /**
   * The page with a `<login-box>` on the step-up route; default `/account/step-up` on this
   * origin. Another origin is refused (no open redirect).
   */
  stepUpUrl?: string
}

/**
 * Asks the signed-in user to confirm it is them with their second factor (spec §4.4): stores the
 * current address, then goes to the `<login-box>` step-up route with `maxAge` in the query. The
 * box asks for a second factor (or answers at once when the session is recent enough), then
 * comes back here; a user without any factor is told to add one. Call it when a request answers
 * 403 with errorCode `ER-FOYER-1030` (its `maxAge` is in the error's context).
 */
export function stepUp(options: StepUpOptions = {}): void {
  const target = new URL(options.stepUpUrl ?? AUTH_ROUTES.stepUpUrl, window.location.href)
  if (target.origin !== window.location.origin) {
    throw new Error('stepUp: stepUpUrl must be on this origin')
  }
  if (options.maxAge !== undefined) target.searchParams.set('maxAge', String(options.maxAge))
  try {
    const { pathname, search, hash } = window.location
    // The hash too: a page in hash mode (the portal's `url-strategy="hash"`) keeps its place there.
    localStorage.setItem(STEP_UP_RETURN_KEY, pathname + search + hash)
  } catch {
    // Storage refused (private mode): the box goes to the authenticated URL instead.
  }
  window.location.assign(target.href)
}

/**
 * The address {@link stepUp} stored, once (it is removed), when it is on this origin; else
 * undefined.
 */
export function takeStepUpReturn(): string | undefined {
  let stored: string | null = null
  try {
    stored = localStorage.getItem(STEP_UP_RETURN_KEY)
    localStorage.removeItem(STEP_UP_RETURN_KEY)
  } catch {
    return undefined
  }
  if (!stored) return undefined
  const url = new URL(stored, window.location.href)
  return url.origin === window.location.origin ? url.pathname + url.search + url.hash : undefined
}
