import { SIGN_UP_PATHS } from '../api/sign-up'
import { captchaRoute } from './captcha'
import { fail, field, ok } from './http'
import { demoLink, showDemoMessage } from './notices'
import { textDemoSignInCode } from './passwordless'
import {
  announceActivation,
  demoAccounts,
  demoCode,
  demoToken,
  saveDemoAccount,
} from './sign-up-store'
import { demoUsernameOwner, setDemoUsername } from './usernames'
import type { DemoModule } from './app'
import type { DemoRequest } from './router'
import type { DemoState } from './state'

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/
/** Demo activation links live as long as the server's (72 h). */
const LINK_TTL_MS = 72 * 3600 * 1000

const text = (body: unknown, name: string): string | undefined => {
  const value = field(body, name)
  return typeof value === 'string' ? value : undefined
}

/**
 * Whether the page's address asks the demo for phone-only sign-up (`?demo&demo-sign-up=phone`):
 * the email strategy not required, the phone strategy enabled and required, so visitors can try
 * signing up with a number alone.
 */
export function demoPhoneSignUp(): boolean {
  return new URLSearchParams(globalThis.location?.search ?? '').get('demo-sign-up') === 'phone'
}

const PHONE = /^\+\d{8,15}$/
const USERNAME = /^[\p{L}\p{N}._-]{3,64}$/u

/**
 * Whether the page's address asks the demo for sign-up with a username beside the email
 * (`?demo&demo-sign-up=username`): the username strategy enabled and required.
 */
export function demoUsernameSignUp(): boolean {
  return new URLSearchParams(globalThis.location?.search ?? '').get('demo-sign-up') === 'username'
}

/** The sign-up's username as the server checks it (`server/src/sign-up/username.ts`). */
const usernameRefusal = (state: DemoState, body: unknown, byUsername: boolean) => {
  const username = text(body, 'username')?.trim() ?? ''
  const on = demoUsernameSignUp()
  if (byUsername && !on) return fail(400, 'Sign-up with a username is not enabled')
  if (username === '') return on ? fail(400, 'username is required') : undefined
  if (!on) return fail(400, 'username: sign-up with a username is not enabled')
  if (!USERNAME.test(username)) {
    return fail(400, 'username must be 3 to 64 letters, digits, dots, dashes or underscores')
  }
  return demoUsernameOwner(state, username) ? fail(409, 'username is taken') : undefined
}

/**
 * A phone-only sign-up, as the server answers it: no password, a company, a valid number; the
 * sign-in code is texted (a demo notice) and the box continues at the SMS code step.
 */
const phoneOnly = (state: DemoState, body: unknown, now: number) => {
  const phone = (text(body, 'phoneNumber') ?? '').replace(/[\s().-]/g, '')
  if (phone === '') return fail(400, 'Phone number is required for phone number signup')
  if (!PHONE.test(phone)) return fail(400, 'phoneNumber is not a valid phone number')
  if (text(body, 'password') !== undefined && (text(body, 'email')?.trim() ?? '') === '') {
    return fail(
      400,
      'password: an account without an email signs in with texted codes, not a password',
    )
  }
  if ((text(body, 'companyName')?.trim() ?? '') === '') return fail(400, 'companyName is required')
  textDemoSignInCode(state, phone, now)
  return ok({ shouldActivate: false, userId: crypto.randomUUID(), tenantId: crypto.randomUUID() })
}

/**
 * Sign-up as the server answers it with the demo vendor's configuration: sign-ups allowed,
 * activation required, phone strategy off (or phone-only sign-up, see `demoPhoneSignUp`). The
 * activation mail is a demo notice with its link and code.
 */
export const signUp: DemoModule = ({ state, route }) => {
  const handle =
    (byPhone: boolean, byUsername = false) =>
    ({ body, now }: DemoRequest) => {
      if (text(body, 'invitationToken') !== undefined) {
        return fail(400, 'This invitation is not valid')
      }
      const email = text(body, 'email')?.trim() ?? ''
      // With the phone strategy on, a sign-up by phone (or without an email) texts its code.
      if (demoPhoneSignUp() && (email === '' || byPhone)) return phoneOnly(state, body, now)
      if (email === '') return fail(400, 'email is required')
      if (email.length > 320 || !EMAIL.test(email)) {
        return fail(400, 'email is not a valid email address')
      }
      if (byPhone) return fail(400, 'Sign-up with a phone number is not enabled')
      if ((text(body, 'phoneNumber')?.trim() ?? '') !== '') {
        return fail(400, 'phoneNumber: sign-up with a phone number is not enabled')
      }
      const refused = usernameRefusal(state, body, byUsername)
      if (refused) return refused
      const companyName = text(body, 'companyName')?.trim() ?? ''
      if (companyName === '') return fail(400, 'companyName is required')
      const password = text(body, 'password')
      if (password === undefined) return fail(400, 'password is required')
      // The spec's demo password rules: 6 to 128 characters.
      if ([...password].length < 6) {
        return fail(400, 'Password must be at least 6 characters long')
      }
      if ([...password].length > 128) {
        return fail(400, 'Password must be at most 128 characters long')
      }
      const lower = email.toLowerCase()
      const taken =
        state.users.some((user) => user.email?.toLowerCase() === lower) ||
        demoAccounts().some((account) => account.email.toLowerCase() === lower)
      if (taken) {
        // As the server: the answer a new account gets, and a mail to the address's owner.
        showDemoMessage({
          channel: 'mail',
          to: email,
          subject: 'You already have an account',
          link: demoLink('forgetPasswordUrl', { email }),
        })
        return ok({
          shouldActivate: true,
          userId: crypto.randomUUID(),
          tenantId: crypto.randomUUID(),
          activationToken: crypto.randomUUID(),
        })
      }
      const account = {
        userId: crypto.randomUUID(),
        tenantId: crypto.randomUUID(),
        email,
        name: text(body, 'name')?.trim() || (email.split('@')[0] ?? email),
        token: demoToken(),
        codeId: crypto.randomUUID(),
        code: demoCode(),
        codeTries: 0,
        hasPassword: true,
        activated: false,
        expiresAt: now + LINK_TTL_MS,
      }
      saveDemoAccount(account)
      const username = text(body, 'username')?.trim() ?? ''
      if (username !== '') setDemoUsername(state, email, username)
      announceActivation(account, `Activate your ${companyName} account`)
      return ok({
        shouldActivate: true,
        userId: account.userId,
        tenantId: account.tenantId,
        activationToken: account.codeId,
      })
    }
  captchaRoute(route)('POST', SIGN_UP_PATHS.signUp, handle(false))
  captchaRoute(route)('POST', SIGN_UP_PATHS.signUpByPhone, handle(true))
  captchaRoute(route)('POST', SIGN_UP_PATHS.signUpByUsername, handle(false, true))
}
