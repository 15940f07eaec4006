import { atom } from 'jotai/vanilla'
import { oidcPostLogin } from '../api/sso'
import { apiClientAtom } from './config'
import { loginRuntimeAtom, loginStateAtom } from './login-state'
import { establishSession } from './session'

/** How long `loginWithSSOFailed` shows before the authenticated URL (spec §4.3: 1 s). */
export const SSO_FAILED_REDIRECT_MS = 1_000

/** How an SSO callback ended: signed in, waiting for a second factor, or refused. */
export type SsoCallbackOutcome = 'signedIn' | 'mfa' | 'failed'

/**
 * Posts the IdP's code and state from the OIDC callback route once: signed in → step `success`
 * (the post-login navigation runs on the sign-in route); a second factor → its step; refused or
 * malformed → step `loginWithSSOFailed`.
 */
export const finishOidcSignInAtom = atom(
  null,
  async (get, set, input: { code: string; state: string }): Promise<SsoCallbackOutcome> => {
    const runtime = get(loginRuntimeAtom)
    runtime.seq += 1
    const seq = runtime.seq
    const fail = (): SsoCallbackOutcome => {
      set(loginStateAtom, (s) => ({ ...s, step: 'loginWithSSOFailed', loading: false }))
      return 'failed'
    }
    if (input.code === '' || input.state === '') return fail()
    set(loginStateAtom, (s) => ({ ...s, loading: true, error: null }))
    try {
      const response = await oidcPostLogin(get(apiClientAtom), input)
      if (get(loginRuntimeAtom).seq !== seq) return 'failed'
      if (response.mfaRequired) {
        const { enterMfa } = await import('./mfa-state')
        set(loginStateAtom, (s) => enterMfa(s, response))
        return 'mfa'
      }
      await establishSession(get, set, response)
      set(loginStateAtom, (s) => ({ ...s, step: 'success', loading: false, error: null }))
      return 'signedIn'
    } catch {
      return fail()
    }
  },
)
