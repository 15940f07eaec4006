import { atom } from 'jotai/vanilla'
import { ApiError } from '../api/errors'
import { oidcPostLogin, samlMfaHandoff } from '../api/sso'
import { IP_RESTRICTED_ERROR_CODE } from '../wire/ip-restricted'
import { apiClientAtom } from './config'
import { loginRuntimeAtom, loginStateAtom } from './login-state'
import { establishSession } from './session'
import type { ApiClient } from '../api/client'
import type { LoginResponse } from '../api/types'
import type { Getter, Setter } from 'jotai/vanilla'

/** How long `loginWithSSOFailed` shows before the authenticated URL (spec §4.3: 1 s). */
export const SSO_FAILED_REDIRECT_MS = 1_000

/**
 * How an SSO callback ended: signed in, waiting for a second factor, refused, or refused for the
 * client's address by the account's IP restrictions (403 ER-FOYER-1040).
 */
export type SsoCallbackOutcome = 'signedIn' | 'mfa' | 'failed' | 'ipRestricted'

/**
 * Runs an SSO callback's one request: signed in → step `success` (the post-login navigation
 * runs on the sign-in route); a second factor → its step; refused or malformed → step
 * `loginWithSSOFailed`.
 */
const finishSsoSignIn = async (
  get: Getter,
  set: Setter,
  call: ((client: ApiClient) => Promise<LoginResponse>) | null,
): Promise<SsoCallbackOutcome> => {
  const runtime = get(loginRuntimeAtom)
  runtime.seq += 1
  const seq = runtime.seq
  const fail = (outcome: 'failed' | 'ipRestricted' = 'failed'): SsoCallbackOutcome => {
    set(loginStateAtom, (s) => ({ ...s, step: 'loginWithSSOFailed', loading: false }))
    return outcome
  }
  if (call === null) return fail()
  set(loginStateAtom, (s) => ({ ...s, loading: true, error: null }))
  try {
    const response = await call(get(apiClientAtom))
    if (get(loginRuntimeAtom).seq !== seq) return 'failed'
    if (response.mfaRequired) {
      const { enterMfa } = await import('./mfa-state')
      set(loginStateAtom, (s) => enterMfa(s, response))
      return 'mfa'
    }
    await establishSession(get, set, response)
    set(loginStateAtom, (s) => ({ ...s, step: 'success', loading: false, error: null }))
    return 'signedIn'
  } catch (error) {
    const refused = error instanceof ApiError && error.errorCode === IP_RESTRICTED_ERROR_CODE
    return fail(refused ? 'ipRestricted' : 'failed')
  }
}

/** Posts the IdP's code and state from the OIDC callback route once (see `finishSsoSignIn`). */
export const finishOidcSignInAtom = atom(
  null,
  (get, set, input: { code: string; state: string }): Promise<SsoCallbackOutcome> =>
    finishSsoSignIn(
      get,
      set,
      input.code === '' || input.state === '' ? null : (client) => oidcPostLogin(client, input),
    ),
)

/**
 * Trades the code of the SAML callback route once: the ACS sends the browser there when the
 * sign-in owes a second factor (see `finishSsoSignIn`).
 */
export const finishSamlSignInAtom = atom(
  null,
  (get, set, code: string): Promise<SsoCallbackOutcome> =>
    finishSsoSignIn(get, set, code === '' ? null : (client) => samlMfaHandoff(client, code)),
)
