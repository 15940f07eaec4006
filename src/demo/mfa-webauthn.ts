import { MFA_WEBAUTHN_PATHS } from '../api/mfa-webauthn'
import { WIRE_ERROR_CODES } from '../wire'
import { FACTOR_REMOVAL_MAX_AGE } from '../wire/step-up'
import { fail, field, ok } from './http'
import { demoMfa, demoRecoveryCode } from './mfa-store'
import { demoKeys } from './mfa-webauthn-store'
import { demoReverification } from './reverification'
import { demoSessionEmail, signInDemo } from './state'
import type { DemoModule } from './app'
import type { DemoResponse } from './router'

const TTL_MS = 5 * 60_000

const base64url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

const random = (length: number) => base64url(crypto.getRandomValues(new Uint8Array(length)))

/** The challenge a browser signed, read from its clientDataJSON; undefined when unreadable. */
const signedChallenge = (answer: unknown): string | undefined => {
  const clientDataJSON = field(field(answer, 'response'), 'clientDataJSON')
  if (typeof clientDataJSON !== 'string') return undefined
  try {
    const text = atob(clientDataJSON.replace(/-/g, '+').replace(/_/g, '/'))
    const challenge = (JSON.parse(text) as { challenge?: unknown }).challenge
    return typeof challenge === 'string' ? challenge : undefined
  } catch {
    return undefined
  }
}

interface Ceremony {
  challenge: string
  email: string
  purpose: 'enrol' | 'signIn' | 'disable'
  expires: number
  deviceId?: string
  mfaToken?: string
}

/**
 * Security keys as a second factor in demo mode, with the browser's real WebAuthn ceremonies
 * (where it has them): options with single-use challenges named by a `webauthnToken`, keys kept
 * in memory by credential id, a sign-in or removal answered by that key. Like the passkeys demo it
 * checks the challenge and the credential, not signatures (it keeps no keys: the server does).
 */
export const mfaWebauthn: DemoModule = ({ state, route, signedIn }) => {
  const ceremonies = new Map<string, Ceremony>()
  const mfa = demoMfa(state)
  const rpId = () => (typeof location === 'undefined' ? 'localhost' : location.hostname)
  const me = () => demoSessionEmail(state) ?? ''

  const issue = (ceremony: Omit<Ceremony, 'challenge' | 'expires'>, now: number) => {
    const challenge = random(32)
    const webauthnToken = random(32)
    ceremonies.set(webauthnToken, { ...ceremony, challenge, expires: now + TTL_MS })
    return { webauthnToken, challenge }
  }
  /** The ceremony a body answers, spent; undefined when unknown, used, expired or mismatched. */
  const spend = (body: unknown, purpose: Ceremony['purpose'], now: number) => {
    const token = field(body, 'webauthnToken')
    const ceremony = typeof token === 'string' ? ceremonies.get(token) : undefined
    if (typeof token === 'string') ceremonies.delete(token)
    const fresh = ceremony && ceremony.purpose === purpose && ceremony.expires > now
    return fresh && signedChallenge(field(body, 'options')) === ceremony.challenge
      ? ceremony
      : undefined
  }
  const creation = (email: string, now: number, mfaToken?: string) => {
    const { webauthnToken, challenge } = issue(
      { email, purpose: 'enrol', ...(mfaToken ? { mfaToken } : {}) },
      now,
    )
    return ok({
      webauthnToken,
      options: {
        rp: { name: 'Foyer demo', id: rpId() },
        user: { id: base64url(new TextEncoder().encode(email)), name: email, displayName: email },
        challenge,
        pubKeyCredParams: [-8, -7, -257].map((alg) => ({ type: 'public-key', alg })),
        timeout: TTL_MS,
        excludeCredentials: demoKeys(state, email).map((k) => ({
          type: 'public-key',
          id: k.credentialId,
        })),
        authenticatorSelection: { residentKey: 'discouraged', userVerification: 'preferred' },
        attestation: 'none',
      },
    })
  }
  const request = (email: string, deviceId: string, now: number, mfaToken?: string) => {
    const key = demoKeys(state, email).find((k) => k.id === deviceId)
    if (!key) return fail(404, 'No such security key')
    const purpose = mfaToken ? 'signIn' : 'disable'
    const ceremony = { email, purpose, deviceId, ...(mfaToken ? { mfaToken } : {}) } as const
    const { webauthnToken, challenge } = issue(ceremony, now)
    return ok({
      webauthnToken,
      options: {
        challenge,
        rpId: rpId(),
        allowCredentials: [{ type: 'public-key', id: key.credentialId }],
        timeout: TTL_MS,
        userVerification: 'preferred',
      },
    })
  }
  /** Enrols the created key for `email`; the recovery code of a first factor. */
  const enrol = (email: string, body: unknown): string | undefined | DemoResponse => {
    const keys = demoKeys(state, email)
    const credentialId = String(field(field(body, 'options'), 'id') ?? '')
    if (keys.some((k) => k.credentialId === credentialId)) {
      return fail(409, 'This security key is enrolled already')
    }
    const first = keys.length === 0 && !mfa.apps.has(email.toLowerCase())
    keys.push({
      id: crypto.randomUUID(),
      credentialId,
      deviceType: field(body, 'deviceType') === 'Platform' ? 'Platform' : 'CrossPlatform',
    })
    return first ? demoRecoveryCode() : undefined
  }
  const refused = (status: 400 | 401) =>
    status === 401
      ? fail(401, 'The security key could not sign you in', WIRE_ERROR_CODES.invalidCredentials)
      : fail(400, 'The security key could not be verified. Try again')
  const signInChallenge = (body: unknown, now: number) => {
    const token = field(body, 'mfaToken')
    const challenge = typeof token === 'string' ? mfa.challenges.get(token) : undefined
    return challenge && challenge.expires > now && challenge.tries < 5
      ? { token: token as string, challenge }
      : undefined
  }
  const expired = () => fail(400, 'This sign-in has expired. Sign in again')

  route(
    'POST',
    MFA_WEBAUTHN_PATHS.enrol,
    signedIn(({ now }) => demoReverification(state, now) ?? creation(me(), now)),
  )
  route(
    'POST',
    MFA_WEBAUTHN_PATHS.enrolVerify,
    signedIn(({ body, now }) => {
      const ceremony = spend(body, 'enrol', now)
      if (!ceremony || ceremony.email !== me() || ceremony.mfaToken) return refused(400)
      const enrolled = enrol(me(), body)
      if (typeof enrolled === 'object') return enrolled
      return ok(enrolled ? { recoveryCode: enrolled } : {})
    }),
  )
  route(
    'POST',
    MFA_WEBAUTHN_PATHS.disable,
    signedIn(({ params, now }) => request(me(), params.deviceId ?? '', now)),
  )
  route(
    'POST',
    MFA_WEBAUTHN_PATHS.disableVerify,
    signedIn(({ body, params, now }) => {
      const keys = demoKeys(state, me())
      const index = keys.findIndex((k) => k.id === params.deviceId)
      if (index < 0) return fail(404, 'No such security key')
      // No answer of the key (it was lost): a recent step-up with another factor, as the server.
      if (field(body, 'webauthnToken') === undefined) {
        const at = demoMfa(state).steppedUp.get(me().toLowerCase())
        if (at === undefined || now - at > FACTOR_REMOVAL_MAX_AGE * 1000) {
          return fail(
            403,
            'Confirm it is you with your second factor first',
            WIRE_ERROR_CODES.stepUpRequired,
          )
        }
        keys.splice(index, 1)
        return ok({})
      }
      const ceremony = spend(body, 'disable', now)
      if (!ceremony || ceremony.deviceId !== params.deviceId) return refused(400)
      keys.splice(index, 1)
      return ok({})
    }),
  )
  // The enrolment paths first: `webauthn/enroll/verify` also fits `:deviceId/verify`.
  route('POST', MFA_WEBAUTHN_PATHS.enrolForLogin, ({ body, now }) => {
    const found = signInChallenge(body, now)
    if (!found || found.challenge.enrolled) return expired()
    return creation(found.challenge.email, now, found.token)
  })
  route('POST', MFA_WEBAUTHN_PATHS.enrolForLoginVerify, ({ body, now }) => {
    const found = signInChallenge(body, now)
    if (!found) return expired()
    found.challenge.tries += 1
    const ceremony = spend(body, 'enrol', now)
    if (!ceremony || ceremony.mfaToken !== found.token) return refused(401)
    const enrolled = enrol(found.challenge.email, body)
    if (typeof enrolled === 'object') return enrolled
    mfa.challenges.delete(found.token)
    const signedInAnswer = signInDemo(state, found.challenge.email, now)
    return ok({ ...signedInAnswer, recoveryCode: enrolled ?? demoRecoveryCode() })
  })
  route('POST', MFA_WEBAUTHN_PATHS.options, ({ body, params, now }) => {
    const found = signInChallenge(body, now)
    if (!found) return expired()
    return request(found.challenge.email, params.deviceId ?? '', now, found.token)
  })
  route('POST', MFA_WEBAUTHN_PATHS.verify, ({ body, params, now }) => {
    const found = signInChallenge(body, now)
    if (!found) return expired()
    found.challenge.tries += 1
    const ceremony = spend(body, 'signIn', now)
    const key = demoKeys(state, found.challenge.email).find((k) => k.id === params.deviceId)
    const answeredBy = field(field(body, 'options'), 'id')
    const right =
      ceremony?.mfaToken === found.token &&
      ceremony.deviceId === params.deviceId &&
      key?.credentialId === answeredBy
    if (!right) return refused(401)
    mfa.challenges.delete(found.token)
    return ok(signInDemo(state, found.challenge.email, now))
  })
}
