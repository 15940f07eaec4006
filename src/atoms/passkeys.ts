import {
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  startAuthentication,
  startRegistration,
  WebAuthnAbortService,
} from '@simplewebauthn/browser'
import { atom } from 'jotai/vanilla'
import {
  ApiError,
  createPasskeyOptions,
  passkeyPostLogin,
  passkeyPreLogin,
  toApiError,
  verifyNewPasskey,
} from '../api'
import { captchaToken } from './captcha-token'
import { apiClientAtom } from './config'
import { loginRuntimeAtom, loginStateAtom } from './login-state'
import { dismissPasskeyPrompt, rememberLoginMethod } from './passkeys-prompt'
import { establishSession } from './session'
import type { Getter, Setter } from 'jotai/vanilla'

/**
 * The browser side of passkeys (loaded with the passkey screens, not on the first load):
 * sign-in with a passkey (a button, or the browser's autofill), and creating one.
 */

/** Why a passkey ceremony stopped, for the screens to word. */
export type PasskeyProblem =
  /** The person closed the browser's dialog, or it timed out. */
  | 'cancelled'
  /** This authenticator already holds a passkey for the account. */
  | 'exists'
  /** This browser has no WebAuthn, or the page is not a secure context. */
  | 'unsupported'
  /** The server refused the answer, or could not be reached. */
  | 'refused'

/** The problem of a failed ceremony, and the server's error when it was the server. */
export interface PasskeyFailure {
  problem: PasskeyProblem
  cause: ApiError | null
}

/** Whether this browser can use passkeys at all. */
export const passkeysSupported = (): boolean => browserSupportsWebAuthn()

/** Sorts a ceremony's error into what a person can act on. */
export const passkeyFailure = (error: unknown): PasskeyFailure => {
  const name = error instanceof Error ? error.name : ''
  // @simplewebauthn keeps the DOMException's name (NotAllowedError…) and adds its own code.
  const code = (error as { code?: string } | null)?.code ?? ''
  if (name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED') {
    return { problem: 'cancelled', cause: null }
  }
  if (name === 'InvalidStateError' || code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') {
    return { problem: 'exists', cause: null }
  }
  if (name === 'NotSupportedError' || name === 'SecurityError') {
    return { problem: 'unsupported', cause: null }
  }
  return { problem: 'refused', cause: toApiError(error) }
}

const signIn = async (get: Getter, set: Setter, autofill: boolean): Promise<void> => {
  const client = get(apiClientAtom)
  // On the password step the email is known: its account's passkeys are listed, so a security
  // key that keeps no account on itself (not discoverable) can answer too.
  const { step, email } = get(loginStateAtom)
  const recaptchaToken = await captchaToken(get)
  const optionsJSON = await passkeyPreLogin(client, {
    ...(step === 'loginWithPassword' && !autofill ? { email } : {}),
    recaptchaToken,
  })
  const answer = await startAuthentication({
    optionsJSON,
    useBrowserAutofill: autofill,
    // The email field is inside the shadow root, where the library's document query cannot see it.
    verifyBrowserAutofillInput: false,
  })
  // Another step of the flow started meanwhile: a stale autofill answer signs nobody in.
  const seq = get(loginRuntimeAtom).seq
  set(loginStateAtom, (s) => ({ ...s, loading: true, error: null }))
  const response = await passkeyPostLogin(client, answer)
  if (get(loginRuntimeAtom).seq !== seq) return
  await establishSession(get, set, response)
  if (get(loginRuntimeAtom).seq !== seq) return
  rememberLoginMethod('Passkeys')
  set(loginStateAtom, (s) => ({ ...s, step: 'success', loading: false, error: null }))
}

/**
 * Signs in with a passkey from the button: the browser lists the passkeys it holds for this site.
 * Resolves `null` once signed in, or the failure (the login state's loading is cleared).
 */
export const signInWithPasskeyAtom = atom(
  null,
  async (get, set): Promise<PasskeyFailure | null> => {
    try {
      await signIn(get, set, false)
      return null
    } catch (error) {
      set(loginStateAtom, (s) => ({ ...s, loading: false }))
      return passkeyFailure(error)
    }
  },
)

/**
 * Offers the site's passkeys in the email field's autofill (conditional UI) while the first step
 * shows, where the browser can. Resolves `null` when it signed in, was cancelled or never started
 * (nothing to tell anyone); otherwise the failure of a passkey picked there.
 */
export const autofillPasskeyAtom = atom(null, async (get, set): Promise<PasskeyFailure | null> => {
  if (!(await browserSupportsWebAuthnAutofill())) return null
  try {
    await signIn(get, set, true)
    return null
  } catch (error) {
    set(loginStateAtom, (s) => ({ ...s, loading: false }))
    const failure = passkeyFailure(error)
    return failure.problem === 'cancelled' ? null : failure
  }
})

/** Stops a pending autofill request (the step is leaving, or the button starts its own). */
export const cancelPasskeyCeremony = (): void => WebAuthnAbortService.cancelCeremony()

/**
 * Creates a passkey for the signed-in user on this device (or a security key), stores it, and
 * makes passkeys this device's preferred way in. Resolves `null`, or the failure.
 */
export async function createPasskey(get: Getter): Promise<PasskeyFailure | null> {
  try {
    const client = get(apiClientAtom)
    const optionsJSON = await createPasskeyOptions(client)
    const answer = await startRegistration({ optionsJSON })
    await verifyNewPasskey(client, answer)
    rememberLoginMethod('Passkeys')
    return null
  } catch (error) {
    return passkeyFailure(error)
  }
}

/** The prompt's answers: create a passkey, not now, or don't ask again; each ends on `success`. */
export const answerPasskeyPromptAtom = atom(
  null,
  async (
    get,
    set,
    input: { answer: 'create' | 'later' | 'never'; userId: string },
  ): Promise<PasskeyFailure | null> => {
    if (input.answer === 'create') {
      const failure = await createPasskey(get)
      if (failure) return failure
    }
    if (input.answer === 'never') dismissPasskeyPrompt(input.userId)
    set(loginStateAtom, (s) => ({ ...s, step: 'success', loading: false, error: null }))
    return null
  },
)

/** For the privacy page: a passkey created while signed in, outside the sign-in flow. */
export const createPasskeyAtom = atom(null, (get) => createPasskey(get))

export { ApiError }
