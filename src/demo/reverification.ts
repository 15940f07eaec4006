import { REVERIFICATION_PATHS } from '../api/reverification'
import { WIRE_ERROR_CODES, wireError } from '../wire/index'
import { fail, field, ok } from './http'
import { demoMfa } from './mfa-store'
import { demoKeys } from './mfa-webauthn-store'
import { readDemoAuthTime } from './session-flag'
import { demoSessionEmail, signInDemo } from './state'
import type { DemoModule } from './app'
import type { DemoResponse } from './router'
import type { DemoState } from './state'

/** The demo tenant's reverification window, in seconds: the server's default. */
export const DEMO_REVERIFY_MAX_AGE = 600

const hasSecondFactor = (state: DemoState, email: string) => {
  const store = demoMfa(state)
  const key = email.toLowerCase()
  return (
    store.apps.has(key) ||
    (store.phones.get(key) ?? []).length > 0 ||
    demoKeys(state, key).length > 0
  )
}

const refusal = (message: string, errorCode: string, context: Record<string, unknown>) => ({
  status: 403,
  body: { ...wireError(message, errorCode), context },
})

/**
 * As the server's reverification: a sensitive change needs a sign-in of this tab at most 10
 * minutes old, with the second factor when the user has one (403 ER-FOYER-1030, else 403
 * ER-FOYER-1032 asking for the password). Answers the refusal, or null when recent enough.
 */
export function demoReverification(state: DemoState, now: number): DemoResponse | null {
  const email = demoSessionEmail(state) ?? ''
  const maxAge = DEMO_REVERIFY_MAX_AGE
  const within = (at: number | undefined) => at !== undefined && now - at <= maxAge * 1000
  if (hasSecondFactor(state, email)) {
    if (within(demoMfa(state).steppedUp.get(email.toLowerCase()))) return null
    return refusal(
      'Confirm it is you with your second factor first',
      WIRE_ERROR_CODES.stepUpRequired,
      {
        maxAge,
      },
    )
  }
  // The tab's stored sign-in (kept across reloads), else this transport's own (no storage in Node).
  if (within(readDemoAuthTime() ?? state.signedInAt ?? undefined)) return null
  return refusal(
    'Confirm it is you with your password first: this change needs a recent sign-in',
    WIRE_ERROR_CODES.reverificationRequired,
    { maxAge, factor: 'password' },
  )
}

/** The password proof of reverification (any password the demo sign-in accepts). */
export const reverification: DemoModule = ({ state, route, signedIn }) => {
  route(
    'POST',
    REVERIFICATION_PATHS.reverify,
    signedIn(({ body, now }) => {
      const email = demoSessionEmail(state) ?? ''
      if (hasSecondFactor(state, email)) {
        return refusal(
          'Confirm it is you with your second factor first',
          WIRE_ERROR_CODES.stepUpRequired,
          {
            maxAge: DEMO_REVERIFY_MAX_AGE,
          },
        )
      }
      const password = field(body, 'password')
      if (typeof password !== 'string' || password.length < 6 || password === 'wrong-password') {
        return fail(400, 'The password is incorrect')
      }
      return ok(signInDemo(state, email, now))
    }),
  )
}
