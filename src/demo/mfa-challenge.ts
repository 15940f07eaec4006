import { WIRE_ERROR_CODES } from '../wire'
import { MFA_ACR } from '../wire/step-up'
import { fail, ok } from './http'
import { demoMfa } from './mfa-store'
import { signInDemo } from './state'
import type { DemoResponse } from './router'
import type { DemoState } from './state'

const MAX_TRIES = 5

/** The digits of a typed code (spaces and dashes dropped). */
export const digits = (value: unknown) =>
  typeof value === 'string' ? value.replace(/[\s-]/g, '') : ''

/** The server's 401 for a wrong code. */
export const wrongCode = () =>
  fail(401, 'The code is incorrect or has expired', WIRE_ERROR_CODES.invalidCredentials)

/** A live challenge by its mfaToken without counting a try (sending a code), or the refusal. */
export function peekChallenge(state: DemoState, token: unknown, now: number) {
  const challenge = typeof token === 'string' ? demoMfa(state).challenges.get(token) : undefined
  if (!challenge || challenge.expires <= now) {
    return { refused: fail(400, 'This sign-in has expired. Sign in again') }
  }
  return { challenge, token: token as string }
}

/** Takes one of the challenge's 5 tries before a code is checked, as the server does. */
export function takeChallengeTry(state: DemoState, token: unknown, now: number) {
  const peeked = peekChallenge(state, token, now)
  if (peeked.refused) return peeked
  if (peeked.challenge.tries >= MAX_TRIES) {
    return {
      refused: fail(400, 'Too many wrong codes. Sign in again', WIRE_ERROR_CODES.tooManyAttempts),
    }
  }
  peeked.challenge.tries += 1
  return peeked
}

/**
 * A right second factor: the challenge is spent and the session's token carries the step-up
 * claims (spec §4.4: acr, amr `pwd mfa <method>`, auth_time now), for a sign-in and a step-up.
 */
export function completeChallenge(
  state: DemoState,
  token: string,
  now: number,
  method: 'otp' | 'sms',
  extra: Record<string, unknown> = {},
): DemoResponse {
  const store = demoMfa(state)
  const challenge = store.challenges.get(token)
  store.challenges.delete(token)
  store.steppedUp.set((challenge?.email ?? '').toLowerCase(), now)
  store.steppedUp.save()
  const claims = { acr: MFA_ACR, amr: ['pwd', 'mfa', method], auth_time: Math.floor(now / 1000) }
  return ok({ ...signInDemo(state, challenge?.email ?? '', now, claims), ...extra })
}
