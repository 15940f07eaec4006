import { AUTH_PATHS } from '../api'
import { WIRE_ERROR_CODES } from '../wire'
import { demoCaptchaOn, demoCaptchaSolved } from './captcha'
import { fail, field, ok } from './http'
import { demoMfaChallenge } from './mfa-store'
import { demoPasswordRisk } from './password-risk'
import { readDemoAct } from './session-flag'
import { demoSessionEmail, signInDemo, signOutDemo } from './state'
import { isDemoTenant } from './tenants'
import { demoLockedSignIn } from './unlock'
import { demoUsernameOwner } from './usernames'
import type { DemoModule } from './app'

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/

/**
 * Sign-in, refresh and sign-out (SSO pre-login: `sso.ts`; the public configuration: `configuration.ts`). Any email signs in with a
 * password of at least 6 characters except `wrong-password`, and so does a username given on the
 * profile page or at sign-up; the canned locked user answers 403.
 */
export const auth: DemoModule = ({ state, route }) => {
  route('POST', AUTH_PATHS.login, async ({ body, now }) => {
    const given = field(body, 'email') ?? field(body, 'username')
    const password = field(body, 'password')
    if (typeof given !== 'string' || given.trim() === '') {
      return fail(400, 'email or username is required')
    }
    if (typeof password !== 'string') return fail(400, 'password is required')
    // A username (no `@`) names the account it was given to; an unknown one is a wrong password.
    const email = given.includes('@') ? given : demoUsernameOwner(state, given)
    if (email === undefined) {
      return fail(401, 'Incorrect email or password', WIRE_ERROR_CODES.invalidCredentials)
    }
    if (!EMAIL.test(email.trim())) return fail(400, 'Please enter a valid email and password')
    const locked = demoLockedSignIn(state, email)
    if (locked) return locked
    // A missing captcha answers like a wrong password, as on the server.
    const captchaFailed =
      demoCaptchaOn() && !(await demoCaptchaSolved(field(body, 'recaptchaToken')))
    if (password.length < 6 || password === 'wrong-password' || captchaFailed) {
      return fail(401, 'Incorrect email or password', WIRE_ERROR_CODES.invalidCredentials)
    }
    // Addresses starting with `mfa` (and everyone while the demo policy forces MFA) give a second factor.
    // Then (spec §4.3) a breached, expired or expiring password (`password-risk.ts`).
    const signIn = { email: email.trim(), password, now }
    return ok(
      demoMfaChallenge(state, email.trim(), now) ??
        demoPasswordRisk(state, signIn) ??
        signInDemo(state, email.trim(), now),
    )
  })

  route('POST', AUTH_PATHS.refreshToken, ({ body, now }) => {
    const email = demoSessionEmail(state)
    if (email === null) {
      return fail(401, 'Session expired. Sign in again', WIRE_ERROR_CODES.invalidRefreshToken)
    }
    // Wire §2.6: a tab's own tenant wins when it is one of the user's.
    const tabTenant = field(body, 'tenantId')
    if (isDemoTenant(tabTenant)) state.tenantId = tabTenant
    // A running impersonation's `act` claim stays with the session (`impersonation.ts`).
    return ok(signInDemo(state, email, now, readDemoAct(now), false))
  })

  route('POST', AUTH_PATHS.logout, () => {
    signOutDemo(state)
    return ok({})
  })
}
