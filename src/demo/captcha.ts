/**
 * The captcha in demo mode: off unless the page's address asks for it (`?demo&demo-captcha`),
 * then ALTCHA, the self-hosted proof of work, with challenges made here. A demo has no secret to
 * sign them with, so they are unsigned and a sign-in checks only that a solved payload came.
 */
export function demoCaptchaOn(): boolean {
  return new URLSearchParams(globalThis.location?.search ?? '').has('demo-captcha')
}

const hex = (length: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(length)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('')

/**
 * An ALTCHA (altcha-lib 2) challenge without a known counter: any PBKDF2 key starting with `00`
 * solves it, about 256 tries at the server's cost of 1000 iterations.
 */
export function demoAltchaChallenge(now: number) {
  return {
    parameters: {
      algorithm: 'PBKDF2/SHA-256',
      cost: 1000,
      expiresAt: Math.floor(now / 1000) + 600,
      keyLength: 32,
      keyPrefix: '00',
      nonce: hex(16),
      salt: hex(16),
    },
  }
}

/** Whether `token` is a solved payload of the widget (base64 JSON of a challenge and a solution). */
export function demoCaptchaSolved(token: unknown): boolean {
  if (typeof token !== 'string' || token === '') return false
  try {
    const payload = JSON.parse(atob(token)) as { challenge?: unknown; solution?: unknown }
    return typeof payload.challenge === 'object' && typeof payload.solution === 'object'
  } catch {
    return false
  }
}
