/**
 * Where the redirect flow keeps its PKCE verifier between leaving for the authorize endpoint and
 * coming back to `/oauth/callback`: the spec's storage key (the vendor SDK's name), in
 * localStorage so the callback finds it in whichever tab it lands.
 */
export const HOSTED_LOGIN_VERIFIER_KEY = 'HOSTED_LOGIN_VERIFIER_KEY'

/** The request's `state` and the page to come back to, in this tab only. */
export const HOSTED_LOGIN_STATE_KEY = 'FOYER_HOSTED_LOGIN_STATE'

/** What the redirect flow remembers in this tab. */
export interface PendingHostedLogin {
  state: string
  /** Path, query and fragment of the page that started the flow (same origin by construction). */
  returnTo: string
}

/** The pending request of this tab, taken out (state and verifier are single use). */
export function takePendingHostedLogin(): (PendingHostedLogin & { verifier: string }) | null {
  const verifier = localStorage.getItem(HOSTED_LOGIN_VERIFIER_KEY)
  const stored = sessionStorage.getItem(HOSTED_LOGIN_STATE_KEY)
  localStorage.removeItem(HOSTED_LOGIN_VERIFIER_KEY)
  sessionStorage.removeItem(HOSTED_LOGIN_STATE_KEY)
  if (!verifier || !stored) return null
  try {
    const pending = JSON.parse(stored) as Partial<PendingHostedLogin>
    if (typeof pending.state !== 'string' || typeof pending.returnTo !== 'string') return null
    // Only a path on this origin: never a way out of the page.
    const returnTo = pending.returnTo.startsWith('/') && !pending.returnTo.startsWith('//')
    return { state: pending.state, returnTo: returnTo ? pending.returnTo : '/', verifier }
  } catch {
    return null
  }
}

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '')

/** A new PKCE pair (RFC 7636, S256) and state, the verifier and state stored for the callback. */
export async function startPendingHostedLogin(returnTo: string) {
  const verifier = base64url(crypto.getRandomValues(new Uint8Array(32)))
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))
  const state = base64url(crypto.getRandomValues(new Uint8Array(16)))
  localStorage.setItem(HOSTED_LOGIN_VERIFIER_KEY, verifier)
  sessionStorage.setItem(HOSTED_LOGIN_STATE_KEY, JSON.stringify({ state, returnTo }))
  return { codeChallenge: base64url(new Uint8Array(digest)), state }
}
