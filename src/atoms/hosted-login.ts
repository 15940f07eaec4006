import { atom } from 'jotai/vanilla'
import { ApiError } from '../api/errors'
import { exchangeHostedLoginCode, hostedAuthorizeUrl } from '../api/hosted-login'
import { apiClientAtom } from './config'
import { startPendingHostedLogin, takePendingHostedLogin } from './hosted-login-storage'
import { restoreSessionAtom } from './session'
import { sessionStateAtom } from './session-state'

/** What the redirect flow needs besides the store's server. */
export interface HostedLoginRequest {
  /** The application's client id on the server (FOYER_CLIENT_ID; default `foyer`). */
  clientId: string
  /** The callback registered on the server, exactly (default: this origin + `/oauth/callback`). */
  redirectUri: string
  /** Try the silent refresh first (spec §4.3); default true. */
  silent: boolean
}

/**
 * Hosted login's start (spec 000 §4.3): a silent refresh first (the refresh cookie), and when that
 * finds nobody, off to the authorize endpoint with an S256 challenge, the verifier kept under the
 * spec's storage key. Answers `signed-in`, or `redirecting` while the browser leaves.
 */
export const startHostedLoginAtom = atom(
  null,
  async (get, set, request: HostedLoginRequest): Promise<'signed-in' | 'redirecting'> => {
    if (request.silent) {
      await set(restoreSessionAtom)
      if (get(sessionStateAtom).status === 'signed-in') return 'signed-in'
    }
    const { pathname, search, hash } = window.location
    const { codeChallenge, state } = await startPendingHostedLogin(`${pathname}${search}${hash}`)
    window.location.assign(
      hostedAuthorizeUrl(get(apiClientAtom), { ...request, codeChallenge, state }),
    )
    return 'redirecting'
  },
)

/**
 * The callback (`/oauth/callback`): the answer's state must be this tab's, then the code and the
 * stored verifier are exchanged (the server sets the refresh cookie) and the session restored from
 * it. Answers the page to go back to; throws an `ApiError` when refused.
 */
export const completeHostedLoginAtom = atom(
  null,
  async (get, set, input: { params: URLSearchParams; redirectUri: string }): Promise<string> => {
    const { params, redirectUri } = input
    const pending = takePendingHostedLogin()
    const error = params.get('error')
    if (error) throw new ApiError(params.get('error_description') ?? error, { status: 400 })
    const code = params.get('code')
    if (!pending || !code || params.get('state') !== pending.state) {
      throw new ApiError('This sign-in answer does not belong to this page', { status: 400 })
    }
    await exchangeHostedLoginCode(get(apiClientAtom), {
      code,
      code_verifier: pending.verifier,
      redirect_uri: redirectUri,
    })
    await set(restoreSessionAtom)
    if (get(sessionStateAtom).status !== 'signed-in') {
      throw new ApiError('Sign-in did not complete. Please try again.', { status: 401 })
    }
    return pending.returnTo
  },
)
