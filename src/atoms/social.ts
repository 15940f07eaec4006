import { atom } from 'jotai/vanilla'
import { toApiError } from '../api'
import { getSocialProviders, socialPostLogin } from '../api/social'
import { apiClientAtom } from './config'
import { authStrategiesAtom } from './login'
import { loginRuntimeAtom, loginStateAtom } from './login-state'
import { stepAfterSignIn } from './passkeys-active'
import { establishSession } from './session'
import type { ApiError } from '../api'
import type { SocialProviderConfig } from '../api/social'

/**
 * The providers to offer: active ones with a place to go, in the vendor's list order. A list
 * that fails to load offers none (the other ways to sign in stay).
 */
export const socialProvidersAtom = atom(async (get): Promise<SocialProviderConfig[]> => {
  try {
    const list = await getSocialProviders(get(apiClientAtom))
    return list.filter((provider) => provider.active && provider.authorizationUrl)
  } catch {
    return []
  }
})

/**
 * Where the invite link of a sign-up page waits while the visitor is at the provider: this tab's
 * session storage, read once by the callback (the provider's round trip leaves the page).
 */
const INVITATION_KEY = 'foyer-social-invitation'

const storage = () => {
  try {
    return globalThis.sessionStorage
  } catch {
    return undefined
  }
}

/**
 * Keeps (or, without one, forgets) the invite link a social sign-up starts with, so the callback
 * joins that tenant; a sign-in from a page without one leaves no stale link behind.
 */
export const rememberSocialInvitationAtom = atom(null, (_get, _set, token: string | undefined) => {
  if (token) storage()?.setItem(INVITATION_KEY, token)
  else storage()?.removeItem(INVITATION_KEY)
})

const takeInvitation = (): { invitationToken?: string } => {
  const token = storage()?.getItem(INVITATION_KEY) ?? null
  storage()?.removeItem(INVITATION_KEY)
  return token ? { invitationToken: token } : {}
}

/** How a social callback ended. */
export type SocialOutcome =
  | {
      kind: 'signedIn'
      isNewUser: boolean
      /** The sign-up came through an invite link (not a new sign-up for the page, spec §4.6). */
      invited: boolean
      userId: string
      email: string | null
      tenantId: string
    }
  | { kind: 'mfa' }
  | { kind: 'failed'; error: ApiError }

/**
 * Completes the sign-in a provider sent back: a second factor continues on the sign-in route's
 * MFA step; otherwise the session starts and the login state moves to the step after sign-in.
 */
export const loginWithSocialAtom = atom(
  null,
  async (
    get,
    set,
    /** `provider`: a built-in provider's type, or a custom provider's id. */
    input: { provider: string; code: string; state: string; iss?: string },
  ): Promise<SocialOutcome> => {
    const runtime = get(loginRuntimeAtom)
    runtime.seq += 1
    set(loginStateAtom, (state) => ({ ...state, loading: true, error: null }))
    try {
      const { provider, ...callback } = input
      const signUp = takeInvitation()
      const response = await socialPostLogin(get(apiClientAtom), provider, callback, signUp)
      if (response.mfaRequired) {
        const { enterMfa } = await import('./mfa-state')
        set(loginStateAtom, (s) => enterMfa(s, response))
        return { kind: 'mfa' }
      }
      await establishSession(get, set, response)
      const userId = response.userId ?? response.id ?? ''
      const { strategies } = await get(authStrategiesAtom)
      const step = await stepAfterSignIn(get, set, { userId, method: 'Passwordless', strategies })
      set(loginStateAtom, (s) => ({ ...s, step, loading: false, error: null }))
      return {
        kind: 'signedIn',
        isNewUser: response.isNewUser,
        invited: signUp.invitationToken !== undefined,
        userId,
        email: response.email ?? null,
        tenantId: response.tenantId ?? '',
      }
    } catch (error) {
      set(loginStateAtom, (s) => ({ ...s, loading: false }))
      return { kind: 'failed', error: toApiError(error) }
    }
  },
)
