import type { HostOptions } from './store'

/** The server, and the application as registered for hosted login there. */
export interface HostedLoginOptions extends HostOptions {
  /** The client id (the server's FOYER_CLIENT_ID); default `foyer`. */
  clientId?: string
  /** The registered callback, exactly; default this origin + `/oauth/callback`. */
  redirectUri?: string
  /** Try the silent refresh before redirecting (spec §4.3); default true. */
  silent?: boolean
}

const callbackOf = (options: HostedLoginOptions) =>
  options.redirectUri ?? `${window.location.origin}/oauth/callback`

// The flow is loaded when first used: the functions below are all a page's first load carries.
const flow = () => import('./hosted-login-flow')

/**
 * Signs in through the server's hosted login page: a silent refresh first, else the browser goes
 * to the authorize endpoint with a PKCE S256 challenge. Resolves `signed-in` when the silent
 * refresh found a session (every element with the same options shares it), else `redirecting`.
 * `<login-box>` on `/oauth/callback` (or {@link handleHostedLoginCallback}) finishes the flow.
 */
export async function loginWithRedirect(
  options: HostedLoginOptions,
): Promise<'signed-in' | 'redirecting'> {
  return (await flow()).start(options, {
    clientId: options.clientId ?? 'foyer',
    redirectUri: callbackOf(options),
    silent: options.silent ?? true,
  })
}

/**
 * Finishes hosted login on the callback page without `<login-box>`: checks the state, exchanges
 * the code with the stored verifier and restores the session. Resolves the path to go back to
 * (the page that called {@link loginWithRedirect}); rejects with an `ApiError` when refused.
 */
export async function handleHostedLoginCallback(options: HostedLoginOptions): Promise<string> {
  return (await flow()).complete(options, callbackOf(options))
}

/**
 * Hosted logout (spec §2.1): the browser goes to `{base}/oauth/logout`, which ends the session and
 * comes back to `postLogoutRedirectUri` when the server has it registered.
 */
export async function logoutWithRedirect(
  options: HostOptions & { postLogoutRedirectUri?: string },
): Promise<void> {
  window.location.assign(await (await flow()).logoutUrl(options, options.postLogoutRedirectUri))
}
