import { hostedAuthorizeUrl, hostedLogoutUrl } from '../api/hosted-login'
import { apiClientAtom, completeHostedLoginAtom, startHostedLoginAtom } from '../atoms/index'
import { hostStore } from './store'
import type { HostOptions } from './store'

/**
 * The redirect flow behind `hosted-login.ts`'s functions, a chunk of its own: pages that never
 * use hosted login (and the CDN script's first load) do not carry it.
 */
export async function start(
  options: HostOptions,
  request: { clientId: string; redirectUri: string; silent: boolean },
) {
  const store = await hostStore(options)
  // Demo mode has no server to leave for: its flow runs in the page (a chunk of its own).
  if (options.demo) {
    const { startDemoHostedLogin } = await import('./demo-hosted-login')
    return startDemoHostedLogin(store, request, hostedAuthorizeUrl)
  }
  return store.set(startHostedLoginAtom, request)
}

/** Checks the callback's state, exchanges the code and restores the session. */
export async function complete(options: HostOptions, redirectUri: string) {
  const store = await hostStore(options)
  return store.set(completeHostedLoginAtom, {
    params: new URLSearchParams(window.location.search),
    redirectUri,
  })
}

/**
 * Where hosted logout sends the browser: the server's logout address; in demo mode, where the
 * demo's `/oauth/logout` answers once it has ended the tab's session (no server to leave for).
 */
export async function logoutUrl(options: HostOptions, postLogoutRedirectUri?: string) {
  const store = await hostStore(options)
  const url = hostedLogoutUrl(store.get(apiClientAtom), postLogoutRedirectUri)
  if (!options.demo) return url
  const { demoLogoutTarget } = await import('./demo-hosted-login')
  return demoLogoutTarget(store, url)
}
