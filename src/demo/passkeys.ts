import { PASSKEYS_PATHS } from '../api/passkeys-paths'
import { WIRE_ERROR_CODES } from '../wire'
import { captchaRoute } from './captcha'
import { fail, field, ok } from './http'
import { demoSessionEmail, signInDemo } from './state'
import type { PasskeyDevice } from '../api/passkeys'
import type { DemoModule } from './app'
import type { DemoState } from './state'

const CHALLENGE_TTL_MS = 5 * 60_000

/**
 * Whether the page asks the demo to offer passkeys (`?demo&demo-passkeys`): the Passkeys strategy
 * active and the show-passkeys-new flag on, so visitors can try the button, the autofill and the
 * prompt after sign-in with their own browser's passkeys.
 */
export const demoPasskeysAsked = (): boolean =>
  new URLSearchParams(globalThis.location?.search ?? '').has('demo-passkeys')

interface DemoPasskey extends PasskeyDevice {
  email: string
  credentialId: string
}

/** Each demo's passkeys and challenges handed out (single use, like the server's). */
const stores = new WeakMap<
  DemoState,
  { passkeys: DemoPasskey[]; challenges: Map<string, { purpose: string; expires: number }> }
>()

const storeOf = (state: DemoState) => {
  let store = stores.get(state)
  if (!store) {
    store = { passkeys: [], challenges: new Map() }
    stores.set(state, store)
  }
  return store
}

const base64url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

const randomChallenge = () => base64url(crypto.getRandomValues(new Uint8Array(32)))

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

const rpId = () => (typeof location === 'undefined' ? 'localhost' : location.hostname)

const toDevice = ({ id, deviceType, createdAt, name, lastUsedAt, backedUp }: DemoPasskey) => ({
  id,
  deviceType,
  createdAt,
  name,
  lastUsedAt,
  backedUp,
})

/**
 * Passkeys in demo mode, with the browser's real WebAuthn ceremonies: options with single-use
 * challenges, the created passkey kept in memory, a sign-in with one of them. The demo checks the
 * challenge but no signature (it has no keys to check against: the server does that).
 */
export const passkeys: DemoModule = ({ state, route, signedIn }) => {
  const store = () => storeOf(state)
  const spend = (clientDataJSON: unknown, purpose: string, now: number) => {
    const challenge = signedChallenge(clientDataJSON)
    const entry = challenge === undefined ? undefined : store().challenges.get(challenge)
    if (challenge !== undefined) store().challenges.delete(challenge)
    return entry !== undefined && entry.purpose === purpose && entry.expires > now
  }
  const issue = (purpose: string, now: number) => {
    const challenge = randomChallenge()
    store().challenges.set(challenge, { purpose, expires: now + CHALLENGE_TTL_MS })
    return challenge
  }
  const mine = () => store().passkeys.filter((item) => item.email === demoSessionEmail(state))

  route(
    'POST',
    PASSKEYS_PATHS.devices,
    signedIn(({ now }) => {
      const email = demoSessionEmail(state) ?? ''
      return ok({
        rp: { name: 'Foyer demo', id: rpId() },
        user: { id: base64url(new TextEncoder().encode(email)), name: email, displayName: email },
        challenge: issue('register', now),
        // The server's (@simplewebauthn's) algorithms: Ed25519, ES256, RS256.
        pubKeyCredParams: [-8, -7, -257].map((alg) => ({ type: 'public-key', alg })),
        timeout: CHALLENGE_TTL_MS,
        excludeCredentials: mine().map((item) => ({ type: 'public-key', id: item.credentialId })),
        authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
        attestation: 'none',
      })
    }),
  )
  route(
    'POST',
    PASSKEYS_PATHS.verify,
    signedIn(({ body, now }) => {
      const response = field(body, 'response')
      if (!spend(field(response, 'clientDataJSON'), 'register', now)) {
        return fail(400, 'The passkey could not be verified. Please try again')
      }
      const credentialId = String(field(body, 'id') ?? '')
      if (store().passkeys.some((item) => item.credentialId === credentialId)) {
        return fail(409, 'This passkey is registered already')
      }
      const id = crypto.randomUUID()
      store().passkeys.push({
        id,
        credentialId,
        email: demoSessionEmail(state) ?? '',
        deviceType: field(body, 'deviceType') === 'Platform' ? 'Platform' : 'CrossPlatform',
        createdAt: new Date(now).toISOString(),
        name: '',
        lastUsedAt: null,
        backedUp: false,
      })
      return ok({ id })
    }),
  )
  route(
    'GET',
    PASSKEYS_PATHS.devices,
    signedIn(() => ok({ devices: mine().map(toDevice) })),
  )
  route(
    'DELETE',
    PASSKEYS_PATHS.device,
    signedIn(({ params }) => {
      const before = store().passkeys.length
      const email = demoSessionEmail(state)
      store().passkeys = store().passkeys.filter(
        (item) => !(item.id === params.id && item.email === email),
      )
      return store().passkeys.length < before ? ok({}) : fail(404, 'No such passkey')
    }),
  )
  captchaRoute(route)('POST', PASSKEYS_PATHS.preLogin, ({ now }) =>
    ok({
      challenge: issue('login', now),
      rpId: rpId(),
      allowCredentials: [],
      timeout: CHALLENGE_TTL_MS,
      userVerification: 'preferred',
    }),
  )
  route('POST', PASSKEYS_PATHS.postLogin, ({ body, now }) => {
    const fresh = spend(field(field(body, 'response'), 'clientDataJSON'), 'login', now)
    const passkey = store().passkeys.find((item) => item.credentialId === field(body, 'id'))
    if (!fresh || !passkey) {
      return fail(401, 'This passkey could not sign you in', WIRE_ERROR_CODES.invalidCredentials)
    }
    passkey.lastUsedAt = new Date(now).toISOString()
    return ok(signInDemo(state, passkey.email, now))
  })
}
