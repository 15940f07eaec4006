import type { PasskeyDevice } from '../api/passkeys'
import type { DemoState } from './state'

const CHALLENGE_TTL_MS = 5 * 60_000

/** A demo passkey: the device the wire lists, whose it is, and the credential the browser made. */
export interface DemoPasskey extends PasskeyDevice {
  email: string
  credentialId: string
}

/** Each demo's passkeys and challenges handed out (single use, like the server's). */
const stores = new WeakMap<
  DemoState,
  { passkeys: DemoPasskey[]; challenges: Map<string, { purpose: string; expires: number }> }
>()

/** The passkeys and open challenges of this demo (created empty), shared by sign-in and management. */
export const demoPasskeyStore = (state: DemoState) => {
  let store = stores.get(state)
  if (!store) {
    store = { passkeys: [], challenges: new Map() }
    stores.set(state, store)
  }
  return store
}

/** Base64url without padding, as WebAuthn's JSON encodes bytes. */
export const base64url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

/** The challenge a browser signed, read from its clientDataJSON; undefined when unreadable. */
const signedChallenge = (clientDataJSON: unknown): string | undefined => {
  if (typeof clientDataJSON !== 'string') return undefined
  try {
    const text = atob(clientDataJSON.replace(/-/g, '+').replace(/_/g, '/'))
    const challenge = (JSON.parse(text) as { challenge?: unknown }).challenge
    return typeof challenge === 'string' ? challenge : undefined
  } catch {
    return undefined
  }
}

/**
 * The ceremonies' challenges of one demo: `issue` hands out a single-use one for `purpose`
 * (`register`, `login`), `spend` uses up the one a browser signed and answers whether it was open
 * for that purpose. `timeout` is their lifetime, for the options.
 */
export const demoChallenges = (state: DemoState) => {
  const { challenges } = demoPasskeyStore(state)
  return {
    timeout: CHALLENGE_TTL_MS,
    issue: (purpose: string, now: number): string => {
      const challenge = base64url(crypto.getRandomValues(new Uint8Array(32)))
      challenges.set(challenge, { purpose, expires: now + CHALLENGE_TTL_MS })
      return challenge
    },
    spend: (clientDataJSON: unknown, purpose: string, now: number): boolean => {
      const challenge = signedChallenge(clientDataJSON)
      const entry = challenge === undefined ? undefined : challenges.get(challenge)
      if (challenge !== undefined) challenges.delete(challenge)
      return entry !== undefined && entry.purpose === purpose && entry.expires > now
    },
  }
}

/** The relying party's id: the page's host name. */
export const demoRpId = (): string =>
  typeof location === 'undefined' ? 'localhost' : location.hostname
