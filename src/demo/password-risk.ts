import { CAPTCHA_PATHS } from '../api/captcha'
import { PASSWORD_RISK_PATHS } from '../api/password-risk'
import { demoAltchaChallenge, demoCaptchaOn } from './captcha'
import { fail, field, ok } from './http'
import { signInDemo } from './state'
import type { LoginResponse } from '../api/types'
import type { DemoModule } from './app'
import type { DemoState } from './state'

/** Sign-ins stopped for a new password: renewal token → email, per demo state. */
const renewals = new WeakMap<DemoState, Map<string, string>>()

/** Passwords the demo treats as breached (the server checks a list of tens of thousands). */
const BREACHED = new Set(['password', 'password1', 'password123', '123456', 'qwerty', 'dragon2024'])

const DAY_PERIOD = 90

/**
 * The demo's password steps after sign-in (spec §4.3), called by the demo sign-in after its
 * second factor: a password on the demo's breach list (`password123`…) stops at
 * breachedPassword; an email starting with `expired` at passwordRotationExpired; one starting
 * with `rotation` signs in with three days left of a seven-day notice. Undefined otherwise.
 */
export function demoPasswordRisk(
  state: DemoState,
  input: { email: string; password: string; now: number },
): LoginResponse | undefined {
  const breached = BREACHED.has(input.password.toLowerCase())
  const local = input.email.toLowerCase()
  if (breached || local.startsWith('expired')) {
    const token = `demo-renewal-${input.now}-${Math.random().toString(36).slice(2)}`
    const open = renewals.get(state) ?? new Map<string, string>()
    open.set(token, input.email)
    renewals.set(state, open)
    return {
      mfaRequired: false,
      userId: state.adminId,
      email: input.email,
      resetPasswordToken: token,
      isBreachedPassword: breached,
      ...(breached ? {} : { passwordExpiresIn: 0, rotationPeriod: DAY_PERIOD }),
    } as unknown as LoginResponse
  }
  if (local.startsWith('rotation')) {
    return {
      ...signInDemo(state, input.email, input.now),
      passwordExpiresIn: 3,
      notificationPeriod: 7,
    }
  }
  return undefined
}

/** The renewal of a stopped demo sign-in, and the public captcha policy with its challenges. */
export const passwordRisk: DemoModule = ({ state, route }) => {
  route('POST', PASSWORD_RISK_PATHS.renew, ({ body, now }) => {
    const token = field(body, 'token')
    const password = field(body, 'password')
    const email = typeof token === 'string' ? renewals.get(state)?.get(token) : undefined
    if (email === undefined) return fail(400, 'This step has expired. Sign in again')
    if (typeof password !== 'string' || password.length < 6) {
      return fail(400, 'Password must be at least 6 characters long')
    }
    if (BREACHED.has(password.toLowerCase())) {
      return fail(400, 'Password was found in a data breach; choose another')
    }
    renewals.get(state)?.delete(String(token))
    return ok(signInDemo(state, email, now))
  })
  // Off unless the page asks for it (`?demo&demo-captcha`): then ALTCHA with the demo's challenges.
  route('GET', CAPTCHA_PATHS.publicPolicy, () =>
    ok({
      id: 'demo',
      enabled: demoCaptchaOn(),
      // As the server answers for ALTCHA (no third-party site key).
      siteKey: 'altcha',
      provider: 'altcha',
      createdAt: '',
      updatedAt: '',
    }),
  )
  route('GET', CAPTCHA_PATHS.altchaChallenge, async ({ now }) => ok(await demoAltchaChallenge(now)))
}
