import { atom } from 'jotai/vanilla'
import { toApiError } from '../api'
import { getSocialProviders, socialPostLogin } from '../api/social'
import { apiClientAtom } from './config'
import { authStrategiesAtom } from './login'
import { loginRuntimeAtom, loginStateAtom } from './login-state'
import { stepAfterSignIn } from './passkeys-active'
import { establishSession } from './session'
import type { ApiError } from '../api'
import type { SocialProvider, SocialProviderConfig } from '../api/social'

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

/** How a social callback ended. */
export type SocialOutcome =
  | { kind: 'signedIn'; isNewUser: boolean; userId: string; email: string | null; tenantId: string }
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
    input: { provider: SocialProvider; code: string; state: string; iss?: string },
  ): Promise<SocialOutcome> => {
    const runtime = get(loginRuntimeAtom)
    runtime.seq += 1
    set(loginStateAtom, (state) => ({ ...state, loading: true, error: null }))
    try {
      const { provider, ...callback } = input
      const response = await socialPostLogin(get(apiClientAtom), provider, callback)
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
