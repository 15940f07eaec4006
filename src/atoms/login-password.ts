import { atom } from 'jotai/vanilla'
import { login, toApiError } from '../api'
import { apiClientAtom } from './config'
import { authStrategiesAtom, begin, isCurrent } from './login'
import { loginRuntimeAtom, loginStateAtom } from './login-state'
import { stepAfterSignIn } from './passkeys-active'
import { establishSession } from './session'

// Its own module: only the password step (a chunk of its own) signs in with a password.

/** Password login for the email of the flow: success signs in, failure shows the server's message. */
export const loginWithPasswordAtom = atom(
  null,
  async (get, set, password: string): Promise<void> => {
    const { email } = get(loginStateAtom)
    if (password === '') {
      begin(get, set, { loading: false, error: { code: 'passwordRequired' } })
      return
    }
    const seq = begin(get, set, { loading: true, error: null })
    try {
      // The captcha policy's token, run with action login only while the policy is on.
      const recaptchaToken = await get(loginRuntimeAtom).captcha?.()
      if (!isCurrent(get, seq)) return
      // A username sign-in (the vendor's `UsernameAnd*` strategies) names the account so.
      const name = email.includes('@') ? { email } : { username: email }
      const response = await login(get(apiClientAtom), { ...name, password, recaptchaToken })
      if (!isCurrent(get, seq)) return
      if (response.mfaRequired) {
        // Loaded only by sign-ins that reach a second factor (keeps it off the first load).
        const { enterMfa } = await import('./mfa-state')
        if (!isCurrent(get, seq)) return
        set(loginStateAtom, (s) => enterMfa(s, response))
        return
      }
      // Spec §4.3 after MFA: a password to change or expiring (own chunk decides).
      if (!response.accessToken || response.passwordExpiresIn !== undefined) {
        const { afterPasswordSignIn } = await import('./password-risk')
        if (isCurrent(get, seq)) {
          await afterPasswordSignIn(get, set, response, (await get(authStrategiesAtom)).strategies)
        }
        return
      }
      await establishSession(get, set, response)
      if (!isCurrent(get, seq)) return
      const { strategies } = await get(authStrategiesAtom)
      const userId = response.userId ?? response.id ?? ''
      const step = await stepAfterSignIn(get, set, { userId, method: 'Password', strategies })
      if (!isCurrent(get, seq)) return
      set(loginStateAtom, (s) => ({ ...s, step, loading: false, error: null }))
    } catch (error) {
      if (!isCurrent(get, seq)) return
      set(loginStateAtom, (s) => ({
        ...s,
        loading: false,
        error: { code: 'request', cause: toApiError(error) },
      }))
    }
  },
)
