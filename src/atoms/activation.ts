import { atom } from 'jotai/vanilla'
import {
  activateAccount,
  activateWithCode,
  getActivationStrategy,
  resendActivation,
} from '../api/activation'
import { toApiError } from '../api/errors'
import { apiClientAtom } from './config'
import { loginStateAtom } from './login-state'
import { establishSession, signOutAtom } from './session'
import { sessionStateAtom } from './session-state'
import type { ActivationLink } from '../api/activation'
import type { ApiError } from '../api/errors'
import type { LoginResponse } from '../api/types'
import type { Getter, Setter } from 'jotai/vanilla'

/** The activation steps of the spec (doc 000 §2.2), plus the code entry of the code route. */
export type ActivationStep = 'activating' | 'activatingForm' | 'code' | 'success' | 'resend'

/** Where an activation is. */
export interface ActivationState {
  step: ActivationStep
  link: ActivationLink | null
  /** The code route's form also asks for a password. */
  shouldSetPassword: boolean
  /** Why the link cannot be used (the resend step says it): expired, or invalid / used. */
  refusal: 'expired' | 'invalid' | null
  /** The last failure of a submit on the current step. */
  error: ApiError | null
  /** The email a new link was asked for. */
  resentTo: string | null
  /** Who was activated (success). */
  user: { userId: string; email: string } | null
  /** The MFA policy asks for a second factor before the session (the login box's MFA step). */
  secondFactor: boolean
}

const INITIAL: ActivationState = {
  step: 'activating',
  link: null,
  shouldSetPassword: false,
  refusal: null,
  error: null,
  resentTo: null,
  user: null,
  secondFactor: false,
}

/** Writable activation state. */
export const activationStateAtom = atom<ActivationState>(INITIAL)

/** Whether a failure is the refusal of the link or code itself (not of the input). */
const refusalOf = (error: ApiError): ActivationState['refusal'] => {
  const reason = (error.context as { reason?: unknown } | undefined)?.reason
  if (reason === 'expired' || reason === 'tooManyAttempts') return 'expired'
  if (reason === 'invalid' || reason === 'used' || reason === 'malformed') return 'invalid'
  return null
}

const succeed = async (get: Getter, set: Setter, response: LoginResponse) => {
  const secondFactor = response.mfaRequired
  if (secondFactor) {
    const { enterMfa } = await import('./mfa-state')
    set(loginStateAtom, (s) => enterMfa(s, response))
  } else {
    await establishSession(get, set, response)
  }
  set(activationStateAtom, (state) => ({
    ...state,
    step: 'success',
    error: null,
    secondFactor,
    user: { userId: response.id ?? response.userId ?? '', email: response.email ?? '' },
  }))
}

/**
 * Opens an activation link (spec doc 000 §4.5): a signed-in user is signed out first, silently;
 * then the strategy decides: set a password (activatingForm) or activate at once. A link that is
 * malformed, used or expired goes to the resend step. The code route (`byCode`) asks for the code.
 */
export const startActivationAtom = atom(
  null,
  async (get, set, input: { link: ActivationLink; byCode: boolean }): Promise<void> => {
    set(activationStateAtom, { ...INITIAL, link: input.link })
    if (get(sessionStateAtom).status === 'signed-in') await set(signOutAtom)
    const client = get(apiClientAtom)
    if (!input.link.userId || !input.link.token) {
      set(activationStateAtom, (s) => ({ ...s, step: 'resend', refusal: 'invalid' }))
      return
    }
    try {
      const { shouldSetPassword } = await getActivationStrategy(client, input.link)
      if (input.byCode || shouldSetPassword) {
        set(activationStateAtom, (s) => ({
          ...s,
          step: input.byCode ? 'code' : 'activatingForm',
          shouldSetPassword,
        }))
        return
      }
      await succeed(get, set, await activateAccount(client, input.link))
    } catch (caught) {
      const error = toApiError(caught)
      const refusal = refusalOf(error)
      set(activationStateAtom, (s) =>
        refusal ? { ...s, step: 'resend', refusal } : { ...s, step: 'activatingForm', error },
      )
    }
  },
)

/**
 * Submits the activation form (a password, and on the code route the code): success signs in;
 * a refused link goes to resend; anything else stays on the form with its error (returned).
 */
export const submitActivationAtom = atom(
  null,
  async (get, set, input: { password?: string; code?: string }): Promise<ApiError | null> => {
    const { link } = get(activationStateAtom)
    if (!link) return null
    const client = get(apiClientAtom)
    try {
      const response =
        input.code === undefined
          ? await activateAccount(client, { ...link, ...input })
          : await activateWithCode(client, { ...link, ...input, code: input.code })
      await succeed(get, set, response)
      return null
    } catch (caught) {
      const error = toApiError(caught)
      const refusal = refusalOf(error)
      // A wrong code (a try left) keeps the code form; a spent or expired one offers a new link.
      const wrongCode = input.code !== undefined && refusal === 'invalid' && isWrongCode(error)
      if (refusal && !wrongCode)
        set(activationStateAtom, (s) => ({ ...s, step: 'resend', refusal }))
      return error
    }
  },
)

const isWrongCode = (error: ApiError): boolean =>
  (error.context as { reason?: unknown } | undefined)?.reason === 'invalid'

/** Asks for a new activation mail; the answer is the same whether or not one is sent. */
export const resendActivationAtom = atom(
  null,
  async (get, set, email: string): Promise<ApiError | null> => {
    try {
      await resendActivation(get(apiClientAtom), email)
      set(activationStateAtom, (s) => ({ ...s, resentTo: email, error: null }))
      return null
    } catch (caught) {
      return toApiError(caught)
    }
  },
)
