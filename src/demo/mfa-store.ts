import { demoKeys, demoMfaStrategies, keysOnWire } from './mfa-webauthn-store'
import { showDemoMessage } from './notices'
import { storedMap } from './stored-map'
import type { MfaDevices } from '../api/mfa'
import type { DemoState } from './state'

type StoredMap<V> = ReturnType<typeof storedMap<V>>

/** A demo sign-in waiting for its second factor. */
export interface Challenge {
  email: string
  enrolled: boolean
  tries: number
  expires: number
  /** The code the demo "authenticator app" shows, or that was mailed (told in a demo notice). */
  code: string
  /** The mailed or texted code's id, once one was sent. */
  otcToken?: string
  /** A step-up of the signed-in session rather than a sign-in. */
  stepUp?: boolean
  /** The number a texted code went to (its id), or the number being enrolled. */
  phone?: { id: string; phoneNumber: string }
}

/** The demo's second factors, per demo transport. */
export interface DemoMfa {
  /** Emails with an app enrolled, and the code their app would show now. */
  apps: Map<string, { id: string; code: string; recoveryCode: string }>
  /** Emails that removed the persona's app: `mfa…` addresses then sign in without one. */
  removed: Set<string>
  challenges: Map<string, Challenge>
  /**
   * Emails with SMS numbers enrolled (`mfa-sms…` addresses start with one); kept for the tab, as
   * a step-up leaves the page and comes back (`save()` after a change).
   */
  phones: StoredMap<{ id: string; phoneNumber: string }[]>
  /** When each email last gave a second factor (ms), for step-up's maxAge; kept for the tab. */
  steppedUp: StoredMap<number>
  /** The tenant's policy in the demo (the sign-in enrols when it forces MFA). */
  enforce: 'DontForce' | 'Force' | 'ForceExceptSAML'
}

/** A demo sign-in's `mfaRequired` answer. */
export interface DemoMfaChallenge {
  mfaRequired: true
  mfaToken: string
  mfaEnrolled: boolean
  mfaDevices: MfaDevices
  mfaStrategies: string[]
  email: string
}

const stores = new WeakMap<DemoState, DemoMfa>()

/** The MFA store of a demo transport. */
export function demoMfa(state: DemoState): DemoMfa {
  let store = stores.get(state)
  if (!store) {
    store = {
      apps: new Map(),
      removed: new Set(),
      challenges: new Map(),
      phones: storedMap('foyer-demo-mfa-phones'),
      steppedUp: storedMap('foyer-demo-step-up'),
      enforce: 'DontForce',
    }
    stores.set(state, store)
  }
  return store
}

/**
 * The demo's MFA policy: DontForce unless the page's address asks for enrolment at sign-in
 * (`?demo&demo-mfa=Force`), so visitors can try it.
 */
export function demoPolicy(store: DemoMfa): DemoMfa['enforce'] {
  const asked = new URLSearchParams(globalThis.location?.search ?? '').get('demo-mfa')
  return asked === 'Force' ? 'Force' : store.enforce
}

const random = (alphabet: string, length: number) =>
  Array.from(
    crypto.getRandomValues(new Uint8Array(length)),
    (byte) => alphabet[byte % alphabet.length],
  ).join('')

/** Six random digits. */
export const demoCode = () => random('0123456789', 6)

/** A recovery code in the server's shape (5 groups of 4). */
export const demoRecoveryCode = () =>
  random('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 20).replace(/(.{4})(?=.)/g, '$1-')

/** Says in a demo notice which code "the authenticator app" shows. */
export function announceCode(email: string, code: string): void {
  showDemoMessage({
    channel: 'mail',
    to: email,
    subject: 'Demo: your authenticator app shows',
    code,
  })
}

/**
 * Whether a demo sign-in of `email` needs a second factor: an address whose local part starts
 * with `mfa` has an authenticator app (until removed), `mfa-sms…` a phone, `mfa-email…` a mailed
 * code, and any address enrols one while the demo policy forces MFA. Answers the `mfaRequired`
 * login answer, or null.
 */
export function demoMfaChallenge(
  state: DemoState,
  email: string,
  now: number,
): DemoMfaChallenge | null {
  const store = demoMfa(state)
  const key = email.toLowerCase()
  const local = key.split('@')[0] ?? ''
  const bySms = local.startsWith('mfa-sms')
  const persona =
    local.startsWith('mfa') && !local.startsWith('mfa-email') && !store.removed.has(key)
  if (persona && bySms && !store.phones.has(key)) {
    store.phones.set(key, [{ id: crypto.randomUUID(), phoneNumber: '+15555550100' }])
    store.phones.save()
  } else if (persona && !bySms && !store.apps.has(key)) {
    store.apps.set(key, {
      id: crypto.randomUUID(),
      code: demoCode(),
      recoveryCode: demoRecoveryCode(),
    })
  }
  const answer = openDemoChallenge(state, email, now, false)
  return answer.mfaEnrolled || demoPolicy(store) !== 'DontForce' ? answer : null
}

/**
 * Opens a challenge for `email`'s factors (a sign-in's, or a step-up's); an app's current code is
 * told in a notice. `mfaEnrolled` false: the user has none and would enrol one.
 */
export function openDemoChallenge(
  state: DemoState,
  email: string,
  now: number,
  stepUp: boolean,
): DemoMfaChallenge {
  const store = demoMfa(state)
  const key = email.toLowerCase()
  const byEmail = (key.split('@')[0] ?? '').startsWith('mfa-email')
  const app = store.apps.get(key)
  const keys = demoKeys(state, key)
  const phones = store.phones.get(key) ?? []
  const enrolled = Boolean(app) || byEmail || phones.length > 0 || keys.length > 0
  const mfaToken = random('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_', 43)
  const code = demoCode()
  store.challenges.set(mfaToken, {
    email,
    enrolled,
    tries: 0,
    expires: now + 300_000,
    code,
    stepUp,
  })
  if (app) {
    app.code = code
    announceCode(email, code)
  }
  return {
    mfaRequired: true as const,
    mfaToken,
    mfaEnrolled: enrolled,
    mfaDevices: {
      webauthn: keysOnWire(keys),
      phones,
      authenticators: app ? [{ id: app.id }] : [],
      emails: byEmail ? [{ email }] : [],
    },
    mfaStrategies: byEmail ? ['EmailCode'] : demoMfaStrategies(),
    email,
  }
}
