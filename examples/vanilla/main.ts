/// <reference types="vite/client" />
import {
  defineElements,
  getEntitlements,
  loginWithRedirect,
  logoutWithRedirect,
  switchDemoPlan,
} from 'foyer'

// `npm start` passes the server's address; `?demo` (remembered for the tab) answers every call in the browser.
const demoKey = 'foyer-example-demo'
const params = new URLSearchParams(location.search)
if (params.has('demo')) sessionStorage.setItem(demoKey, params.get('demo') === 'off' ? 'off' : 'on')
const demo = sessionStorage.getItem(demoKey) === 'on'
const baseUrl = import.meta.env.VITE_FOYER_BASE_URL as string | undefined

for (const element of document.querySelectorAll(
  'login-box, users-table, authorized-content, checkout-dialog',
)) {
  if (baseUrl) element.setAttribute('base-url', baseUrl)
  if (demo) element.setAttribute('demo', '')
}

const modeLink = document.querySelector<HTMLAnchorElement>('#mode-link')
if (modeLink && demo) {
  modeLink.href = '/?demo=off'
  modeLink.textContent = 'Leave demo mode (use the real server)'
}

/** A line a person can read: who signed in, or the event's detail cut short. */
function summary(detail: unknown): string {
  const user = (detail as { user?: { email?: string; name?: string } } | null)?.user
  if (user) return `${user.name ?? ''} <${user.email ?? ''}>`.trim()
  const text = JSON.stringify(detail) ?? ''
  return text.length > 160 ? `${text.slice(0, 160)}…` : text
}

// The same decision <authorized-content> makes, for a page's own UI, from the shared session.
const options = {
  baseUrl: baseUrl ?? 'http://localhost:8080',
  credentials: 'include' as const,
  demo,
}
const entitlements = getEntitlements(options)
const planStatus = document.querySelector('#plan-status')
const planToggle = document.querySelector<HTMLButtonElement>('#plan-toggle')
const showPlan = () => {
  const sso = entitlements.isEntitledToFeature('sso')
  if (planStatus) {
    planStatus.textContent =
      entitlements.state.status === 'signed-out'
        ? ''
        : sso.isEntitled
          ? 'getEntitlements(): sso is entitled.'
          : `getEntitlements(): sso is not entitled (${sso.justification}).`
  }
  if (planToggle) {
    planToggle.hidden = !demo || entitlements.state.status === 'signed-out'
    planToggle.textContent = `Switch the demo tenant to ${sso.isEntitled ? 'Starter' : 'Pro'}`
  }
}
entitlements.subscribe(showPlan)
void entitlements.ready.then(showPlan)
planToggle?.addEventListener('click', () => {
  const next = entitlements.isEntitledToFeature('sso').isEntitled ? 'plan-starter' : 'plan-pro'
  void switchDemoPlan(options, next)
})
document.querySelector('#plan-recheck')?.addEventListener('click', () => void entitlements.reload())

// <checkout-dialog> opens when its `open` attribute is set and removes it when it closes; without
// `plan-id` it offers the vendor's plans. A confirmed plan changes the entitlements: check again.
const checkout = document.querySelector('checkout-dialog')
document
  .querySelector('#upgrade')
  ?.addEventListener('click', () => checkout?.setAttribute('open', ''))
checkout?.addEventListener('checkout-completed', () => void entitlements.reload())

// Hosted login: a silent refresh first, else the server's own sign-in page; back on /oauth/callback,
// <login-box> exchanges the code. The client id is the server's FOYER_CLIENT_ID.
const clientId = (import.meta.env.VITE_FOYER_CLIENT_ID as string | undefined) ?? 'foyer'
document.querySelector('#hosted-login')?.addEventListener('click', () => {
  void loginWithRedirect({ ...options, clientId })
})
document.querySelector('#hosted-logout')?.addEventListener('click', () => {
  void logoutWithRedirect({ ...options, postLogoutRedirectUri: `${location.origin}/` })
})

const log = document.querySelector('#events')
for (const type of [
  'signed-in',
  'signed-out',
  'foyer-error',
  'entitlements-changed',
  'user-verified',
  'sign-up-completed',
  'checkout-completed',
  'checkout-canceled',
]) {
  document.addEventListener(type, (event) => {
    const item = document.createElement('li')
    item.textContent = `${new Date().toLocaleTimeString()} ${type} ${summary((event as CustomEvent).detail)}`
    log?.prepend(item)
  })
}

defineElements()
