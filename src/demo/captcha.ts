import { CAPTCHA_FAILED } from '../wire/captcha'
import { fail, field } from './http'
import type { DemoApp } from './app'
import type { Challenge, Solution } from 'altcha-lib'

/**
 * The captcha in demo mode: off unless the page's address asks for it (`?demo&demo-captcha`),
 * then ALTCHA, the self-hosted proof of work, as the server runs it: challenges signed with
 * secrets made for this page (a demo has no server to keep them), each solution verified and
 * used once. altcha-lib loads only when a challenge is asked for.
 */
export function demoCaptchaOn(): boolean {
  return new URLSearchParams(globalThis.location?.search ?? '').has('demo-captcha')
}

const hex = (length: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(length)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('')

/** The page's signing secrets: a challenge's parameters, and the key its counter derives. */
const secrets = { challenge: hex(32), key: hex(32) }
/** Signatures of challenges already spent by a sign-in. */
const spent = new Set<string>()
/**
 * The tries a solution takes (the server's are 1000 to 4000 by default, about a second of a
 * phone's work; a demo visitor waits less).
 */
const COUNTER = { min: 100, max: 400 }

const altcha = () => Promise.all([import('altcha-lib'), import('altcha-lib/algorithms/web/pbkdf2')])

/** A signed ALTCHA (altcha-lib 2) challenge of PBKDF2/SHA-256, valid for ten minutes. */
export async function demoAltchaChallenge(now: number): Promise<Challenge> {
  const [{ createChallenge, randomInt }, { deriveKey }] = await altcha()
  return createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: 1000,
    counter: randomInt(COUNTER.max, COUNTER.min),
    deriveKey,
    expiresAt: new Date(now + 10 * 60 * 1000),
    hmacSignatureSecret: secrets.challenge,
    hmacKeySignatureSecret: secrets.key,
  })
}

const decode = (token: string): { challenge: Challenge; solution: Solution } | null => {
  try {
    const value = JSON.parse(atob(token)) as { challenge?: unknown; solution?: unknown }
    if (typeof value.challenge !== 'object' || typeof value.solution !== 'object') return null
    return value as { challenge: Challenge; solution: Solution }
  } catch {
    return null
  }
}

/**
 * Whether `token` is the widget's payload (base64 JSON of a challenge and its solution) for a
 * challenge of this page, solved, not expired and not used before; it is spent by this check.
 */
export async function demoCaptchaSolved(token: unknown): Promise<boolean> {
  const payload = typeof token === 'string' && token !== '' ? decode(token) : null
  if (!payload) return false
  const [{ verifySolution }, { deriveKey }] = await altcha()
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: secrets.challenge,
    hmacKeySignatureSecret: secrets.key,
  }).catch(() => null)
  const signature = payload.challenge.signature ?? ''
  if (!result?.verified || spent.has(signature)) return false
  spent.add(signature)
  return true
}

/**
 * Registers a route of an unauthenticated start (sign-up, reset, passwordless, passkey, unlock)
 * behind the demo's captcha, as the server does: while it is on, a start without a solved
 * captcha answers 400 and does nothing.
 */
export const captchaRoute =
  (route: DemoApp['route']): DemoApp['route'] =>
  (method, pattern, handler) =>
    route(method, pattern, async (request) =>
      demoCaptchaOn() && !(await demoCaptchaSolved(field(request.body, 'recaptchaToken')))
        ? fail(400, CAPTCHA_FAILED)
        : handler(request),
    )
