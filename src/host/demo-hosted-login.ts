import { startPendingHostedLogin } from '../atoms/hosted-login-storage'
import { apiClientAtom, restoreSessionAtom, sessionAtom } from '../atoms/index'
import { demoDialogName } from './demo-dialog-name'
import type { hostedAuthorizeUrl } from '../api/hosted-login'
import type { HostedLoginRequest } from '../atoms/hosted-login'
import type { FoyerStore } from '../atoms/index'

/**
 * Asks the demo's `/oauth/authorize` or `/oauth/logout` (its transport, not the network) where the
 * browser goes.
 */
async function demoRedirect(store: FoyerStore, url: string): Promise<string> {
  const client = store.get(apiClientAtom)
  const { baseUrl, apiPrefix = 'api', fetch } = client.options
  const transport = fetch?.forApi?.({ baseUrl, apiPrefix }) ?? fetch ?? globalThis.fetch
  const answer = await transport(url, { redirect: 'manual' })
  const location = answer.headers.get('location')
  if (!location) {
    const body = (await answer.json().catch(() => ({}))) as { error_description?: string }
    throw new Error(body.error_description ?? 'The request was refused')
  }
  return location
}

/**
 * The server's hosted login page in demo mode: `<login-box>` (the page defines it) in a modal dialog
 * over the app (demo mode has no server page to go to), on the same demo store. Resolves once someone signs in;
 * rejects when the dialog is closed (Escape) first.
 */
async function showLoginPage(store: FoyerStore): Promise<void> {
  if (!customElements.get('login-box')) {
    throw new Error(
      'Demo hosted login shows <login-box> over the page: define the elements (defineElements()) first.',
    )
  }
  const { baseUrl, apiPrefix = 'api', appId } = store.get(apiClientAtom).options
  const dialog = document.createElement('dialog')
  // Named in the language of the box inside it.
  const { name, lang } = await demoDialogName()
  dialog.setAttribute('aria-label', name)
  dialog.lang = lang
  dialog.style.cssText =
    'border:none;border-radius:12px;padding:16px;inline-size:min(100vw - 32px, 28rem);max-block-size:calc(100vh - 32px)'
  const box = document.createElement('login-box')
  box.setAttribute('base-url', baseUrl)
  box.setAttribute('api-prefix', apiPrefix)
  if (appId) box.setAttribute('app-id', appId)
  box.setAttribute('demo', '')
  // The page it is on: the box stays here (the flow goes on once it says `signed-in`).
  box.setAttribute('authenticated-url', window.location.href)
  dialog.append(box)
  document.body.append(dialog)
  dialog.showModal()
  try {
    await new Promise<void>((resolve, reject) => {
      box.addEventListener('signed-in', () => resolve(), { once: true })
      dialog.addEventListener('close', () => reject(new Error('Sign-in was cancelled')), {
        once: true,
      })
    })
  } finally {
    dialog.remove()
  }
}

/**
 * Hosted login in demo mode, the server's flow in the browser: a silent refresh first, then the
 * demo's `/oauth/authorize` with an S256 challenge (verifier and state kept as for the server); its
 * hosted login page is a dialog over the app, after which the demo's code goes to the redirect URI,
 * where `<login-box>` (or `handleHostedLoginCallback`) exchanges it at the demo's `/oauth/token`.
 */
export async function startDemoHostedLogin(
  store: FoyerStore,
  request: HostedLoginRequest,
  // Passed in, not imported: this chunk then shares no module with the first load's.
  authorizeUrl: typeof hostedAuthorizeUrl,
): Promise<'signed-in' | 'redirecting'> {
  if (request.silent) {
    await store.set(restoreSessionAtom)
    if (store.get(sessionAtom).status === 'signed-in') return 'signed-in'
  }
  const { pathname, search, hash } = window.location
  const { codeChallenge, state } = await startPendingHostedLogin(`${pathname}${search}${hash}`)
  const url = authorizeUrl(store.get(apiClientAtom), { ...request, codeChallenge, state })
  let location = await demoRedirect(store, url)
  if (new URL(location, url).pathname.endsWith('/oauth/login')) {
    await showLoginPage(store)
    location = await demoRedirect(store, url)
  }
  window.location.assign(location)
  return 'redirecting'
}

/**
 * Hosted logout in demo mode: the demo's `/oauth/logout` ends the tab's session and answers where
 * to go (the registered `post_logout_redirect_uri`, else the page's origin); nothing leaves the page.
 */
export async function demoLogoutTarget(store: FoyerStore, logoutUrl: string): Promise<string> {
  return new URL(await demoRedirect(store, logoutUrl), logoutUrl).href
}
