import type { SlackApplication } from '../../../../../wire/connectivity-channels'

/** Where the tab keeps the OAuth `state` it sent to Slack, until Slack sends the admin back. */
const STATE_KEY = 'foyer-slack-oauth-state'

/** Slack's consent page for the app: its client id, bot scopes, our state and, if set, the redirect. */
export function slackAuthorizeUrl(application: SlackApplication, state: string): string {
  const url = new URL(application.authorizeUrl)
  url.searchParams.set('client_id', application.clientId)
  url.searchParams.set('scope', application.scope)
  url.searchParams.set('state', state)
  if (application.redirectUri) url.searchParams.set('redirect_uri', application.redirectUri)
  return url.toString()
}

/** Sends the admin to Slack's consent page, remembering a fresh state for their return. */
export function startSlackOAuth(application: SlackApplication): void {
  const state = crypto.randomUUID()
  sessionStorage.setItem(STATE_KEY, state)
  window.location.assign(slackAuthorizeUrl(application, state))
}

/**
 * The code Slack sent the admin back with (`?code=…&state=…`), or null when the address has none:
 * `matches` says whether its state is the one this tab sent (else the answer was not started here
 * and must not be used). Only reads; `forgetSlackReturn` takes it off the address.
 */
export function readSlackReturn(): { code: string; matches: boolean } | null {
  const url = new URL(window.location.href)
  const code = url.searchParams.get('code')
  if (!code) return null
  const state = url.searchParams.get('state')
  const expected = sessionStorage.getItem(STATE_KEY)
  return { code, matches: Boolean(state && expected && state === expected) }
}

/** Takes Slack's code and state off the address, so a reload does not post the code again. */
export function forgetSlackReturn(): void {
  sessionStorage.removeItem(STATE_KEY)
  const url = new URL(window.location.href)
  url.searchParams.delete('code')
  url.searchParams.delete('state')
  window.history.replaceState(window.history.state, '', url.toString())
}
